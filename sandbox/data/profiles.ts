/** Builds the profilE_NAME paragraph: 2 to 5 sentences about degrees, experience and interests. */

import type { BranchName } from './branches';
import type { DepartmentName, DepartmentProfile } from './departments';
import { MEDICAL_COLLEGES, TRAINING_HOSPITALS, type Gender } from './people';
import type { Random } from './random';

export interface ProfileSubject {
  name: string;
  gender: Gender;
  designation: string;
  department: DepartmentName;
  departmentProfile: DepartmentProfile;
  branch: BranchName;
  postgraduateDegrees: readonly string[];
  yearsOfExperience: number;
}

function withArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function distinct<T>(random: Random, items: readonly T[], count: number): T[] {
  return random.shuffle(items).slice(0, count);
}

export function profileParagraph(random: Random, subject: ProfileSubject): string {
  const he = subject.gender === 'male' ? 'He' : 'She';
  const his = subject.gender === 'male' ? 'His' : 'Her';
  const basic = subject.departmentProfile.basicDegree;
  const [firstHospital, secondHospital] = distinct(random, TRAINING_HOSPITALS, 2);

  const intro = `${subject.name} is ${withArticle(subject.designation)} at Farooq Hospital ${subject.branch} with ${subject.yearsOfExperience} years of experience in ${subject.department.toLowerCase()}.`;
  const education = `${he} graduated (${basic}) from ${random.pick(MEDICAL_COLLEGES)} and obtained ${listInProse(subject.postgraduateDegrees)}.`;
  const optional = [
    random.chance(0.5)
      ? `${he} trained at ${firstHospital} and ${secondHospital}.`
      : `Before joining Farooq Hospital, ${he.toLowerCase()} served at ${firstHospital} for ${random.int(2, 9)} years.`,
    `${his} special interests include ${listInProse(distinct(random, subject.departmentProfile.interests, 3))}.`,
    `${he} is a member of the ${subject.departmentProfile.society}.`,
  ];
  const extraSentences = random.int(0, optional.length);
  return [intro, education, ...distinct(random, optional, extraSentences)].join(' ');
}
