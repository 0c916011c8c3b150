/**
 * The careers feed (/api/web/Careers), newest first: job postings across the branches, with the
 * HTML the HR office pastes into skills and description, and the gaps it leaves (no salary, no
 * start date, no deadline).
 */

import { BRANCH_PLACES, type BranchName } from './branches';
import { EDITOR_STYLES, renderCmsHtml } from './cms-html';
import { feedImage, generateFeed, list, slugOf, table } from './feed-generator';
import { addDays, randomDay, sqlDate, utcDay } from './sql-dates';

export interface CareerRecord {
  joB_ID: number;
  joB_TITLE: string;
  brancH_NAME: string;
  department: string;
  location: string;
  joB_TYPE: JobType;
  numbeR_OF_POSITIONS: number;
  salarY_RANGE: string | null;
  applicatioN_DEADLINE: string | null;
  expecteD_START_DATE: string | null;
  skilL_REQUIREMENTS: string;
  detail: string;
  imagE_PATH: string;
}

export const JOB_TYPES = ['Full Time', 'Part Time', 'Contract', 'Internship'] as const;

export type JobType = (typeof JOB_TYPES)[number];

/** title | department | type | monthly salary in thousands of rupees | skills | duties. */
const JOBS = table(`
Staff Nurse | Nursing | Full Time | 60-85 | BSN or General Nursing Diploma; Valid PNMC registration; BLS certification; Willing to work rotating shifts | Provide bedside nursing care; Administer medicines as prescribed; Maintain patient records
Charge Nurse (ICU) | Nursing | Full Time | 90-130 | BSN with three years of ICU experience; ACLS certification; Ventilator management | Supervise ICU nursing shifts; Train junior nurses
Medical Officer (Emergency) | Emergency | Full Time | 150-220 | MBBS with valid PMDC registration; House job completed; ATLS/ACLS preferred | Assess and stabilise emergency patients; Complete medico-legal documentation
Consultant Radiologist | Radiology | Part Time | 400-650 | FCPS (Radiology) or equivalent; Experience reporting CT and MRI | Report CT, MRI and ultrasound; Perform image-guided procedures
Pharmacist | Pharmacy | Full Time | 80-120 | Pharm-D with Punjab Pharmacy Council registration; Knowledge of inventory software | Dispense medicines and counsel patients; Manage stock and expiry
Laboratory Technologist | Pathology | Full Time | 55-80 | BS Medical Lab Technology; Experience with automated analysers | Run haematology and chemistry tests; Record QC results
Physiotherapist | Physiotherapy | Part Time | 50-75 | DPT with PPTA membership; Female candidates encouraged to apply | Plan and deliver rehabilitation sessions; Home visits when required
Front Desk Officer | Patient Services | Full Time | 40-55 | Graduate with good communication skills; Fluent in Urdu and English | Register patients and book appointments; Guide visitors
IT Support Officer | Information Technology | Contract | 60-90 | BS Computer Science; Networking (CCNA preferred) | Support HIS users on all shifts; Maintain network and backups
Biomedical Engineer | Biomedical Engineering | Full Time | 90-140 | BS Biomedical Engineering; Preventive maintenance of ventilators | Maintain medical equipment; Coordinate with vendors
Dialysis Technician | Nephrology | Full Time | 45-65 | Diploma in Dialysis Technology; Experience with Fresenius machines | Run dialysis sessions; Monitor patients during dialysis
House Officer (Medicine) | Medicine | Internship | 60-60 | MBBS final year passed; Provisional PMDC registration | Ward rounds with consultants; Admission notes and discharge summaries
Clinical Psychologist | Psychiatry | Part Time | 60-90 | MS Clinical Psychology; Experience with CBT | Psychological assessment and therapy
Ambulance Driver | Transport | Contract | 35-45 | Valid LTV/HTV licence; First-aid training | Drive ambulances safely; Check the vehicle at the start of each shift
Senior Registrar (Gynaecology) | Gynaecology & Obstetrics | Full Time | 250-350 | FCPS (Gynaecology & Obstetrics); Experience in laparoscopic surgery | Manage labour room and ward; Teach residents
Internship: Hospital Administration | Administration | Internship | 25-25 | MBA or MPH student; Good writing skills | Assist in quality and patient-experience projects
`).map(([title = '', department = '', type, salary = '', skills = '', duties = '']) => ({
  title,
  department,
  type: type as JobType,
  salary: salary.split('-').map(Number),
  skills: list(skills),
  duties: list(duties),
}));

type Job = (typeof JOBS)[number];

interface Slot {
  branch: BranchName;
  job: Job;
}

/** "PKR 80,000 - 120,000", or one figure when the range is fixed. */
function salaryRange([low = 0, high = 0]: readonly number[]): string {
  const rupees = (thousands: number): string => (thousands * 1000).toLocaleString('en-US');
  return low === high ? `PKR ${rupees(low)}` : `PKR ${rupees(low)} - ${rupees(high)}`;
}

let nextJob = 0;

const feed = generateFeed<Slot, CareerRecord, 'nullSalary' | 'nullStartDate' | 'nullDeadline'>({
  seed: 0xca7e_2024,
  rows: {
    table: 'careers',
    // Branch rows take the jobs in turn, so every job and job type is advertised somewhere.
    slots: (branch, count) =>
      Array.from({ length: count }, () => ({ branch, job: JOBS[nextJob++ % JOBS.length] as Job })),
  },
  firstId: 21,
  maxIdStep: 5,
  quirks: { nullSalary: 0.25, nullStartDate: 0.2, nullDeadline: 2 },
  hostileRecords: 3,
  order: 'newest-first',
  idOf: (record) => record.joB_ID,
  htmlOf: (record) => [record.detail, record.skilL_REQUIREMENTS],
  build: ({ id, branchName, slot: { branch, job }, quirk, hostile, random }) => {
    const style = random.pick(EDITOR_STYLES);
    // From long closed to most of a year ahead of the sample's time (late 2026), so the list
    // has open postings with a deadline as well as closed ones and some without one (issue 54).
    const deadline = randomDay(random, utcDay(2025, 2, 1), utcDay(2027, 11, 30));
    const location = BRANCH_PLACES[branch].location;
    return {
      joB_ID: id,
      joB_TITLE: job.title,
      brancH_NAME: branchName ?? branch,
      department: job.department,
      location,
      joB_TYPE: job.type,
      numbeR_OF_POSITIONS: job.type === 'Internship' ? random.int(4, 10) : random.int(1, 5),
      salarY_RANGE: quirk === 'nullSalary' ? null : salaryRange(job.salary),
      applicatioN_DEADLINE: quirk === 'nullDeadline' ? null : sqlDate(deadline),
      expecteD_START_DATE:
        quirk === 'nullStartDate' ? null : sqlDate(addDays(deadline, random.int(14, 45))),
      skilL_REQUIREMENTS: renderCmsHtml(random, [{ kind: 'list', items: job.skills }], style),
      detail: renderCmsHtml(
        random,
        [
          {
            kind: 'text',
            text: `Farooq Group of Hospitals is looking for a ${job.title} for its ${job.department} department in ${location}.`,
          },
          { kind: 'heading', text: 'Responsibilities' },
          { kind: 'list', items: job.duties, ordered: random.chance(0.3) },
          {
            kind: 'text',
            lead: 'Benefits:',
            text: 'Provident fund, medical cover for the family and annual leave.',
          },
        ],
        style,
        hostile,
      ),
      imagE_PATH: feedImage('banner', 'Careers', `${slugOf(job.title)}-${id}.jpg`, job.title),
    };
  },
});

export const careers: readonly CareerRecord[] = feed.records;

const idsWhere = (predicate: (record: CareerRecord) => boolean): number[] =>
  careers.filter(predicate).map((record) => record.joB_ID);

/** Stable facts about the data, derived from it, for tests and docs. */
export const careerFacts = {
  ...feed.facts,
  countByJobType: Object.fromEntries(
    JOB_TYPES.map((type) => [type, idsWhere((record) => record.joB_TYPE === type).length]),
  ) as Readonly<Record<JobType, number>>,
  nullSalaryIds: idsWhere((record) => record.salarY_RANGE === null),
  nullDeadlineIds: idsWhere((record) => record.applicatioN_DEADLINE === null),
  nullStartDateIds: idsWhere((record) => record.expecteD_START_DATE === null),
} as const;

export type CareerFacts = typeof careerFacts;
