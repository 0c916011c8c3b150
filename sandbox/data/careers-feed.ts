/**
 * The careers feed (/api/web/Careers): job postings across the branches, with the HTML the HR
 * office pastes into skills and description, and the gaps it leaves (no salary, no start date).
 */

import { BRANCH_NAMES, createBranchSpeller, type BranchName } from './branches';
import {
  assignHostileMarkup,
  containsHostileMarkup,
  EDITOR_STYLES,
  renderCmsHtml,
} from './cms-html';
import { countByBranch, frozen } from './feed-facts';
import { banner, imagePath, slugOf, type FeedImage } from './image-paths';
import { createRandom, type Random } from './random';
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

const SEED = 0xca7e_2024;
const BRANCH_VARIANT_RATE = 0.15;
const HOSTILE_RECORDS = 3;
const NULL_SALARY_RATE = 0.25;
const NULL_START_RATE = 0.2;
const NULL_DEADLINE_ROWS = 2;

const LOCATIONS: Readonly<Record<BranchName, string>> = {
  'Allama Iqbal Town': 'Allama Iqbal Town, Lahore',
  DHA: 'DHA Phase V, Lahore',
  'West Wood': 'West Wood Colony, Thokar Niaz Baig, Lahore',
  'Bahria Golf City': 'Bahria Golf City, Islamabad',
  'Bahria Enclave': 'Bahria Enclave, Islamabad',
  'Akhtar Saeed': 'Lahore',
  'Doctors Hospital': 'Johar Town, Lahore',
};

interface Job {
  title: string;
  department: string;
  type: JobType;
  /** Monthly salary in thousands of rupees; the range is printed as "PKR 80,000 - 120,000". */
  salary: readonly [number, number];
  skills: readonly string[];
  duties: readonly string[];
}

const JOBS: readonly Job[] = [
  {
    title: 'Staff Nurse',
    department: 'Nursing',
    type: 'Full Time',
    salary: [60, 85],
    skills: [
      'BSN or General Nursing Diploma',
      'Valid PNMC registration',
      'BLS certification',
      'Willing to work rotating shifts',
    ],
    duties: [
      'Provide bedside nursing care',
      'Administer medicines as prescribed',
      'Maintain patient records',
    ],
  },
  {
    title: 'Charge Nurse (ICU)',
    department: 'Nursing',
    type: 'Full Time',
    salary: [90, 130],
    skills: ['BSN with ICU experience of 3 years', 'ACLS certification', 'Ventilator management'],
    duties: [
      'Supervise ICU nursing shifts',
      'Train junior nurses',
      'Audit infection-control practice',
    ],
  },
  {
    title: 'Medical Officer (Emergency)',
    department: 'Emergency',
    type: 'Full Time',
    salary: [150, 220],
    skills: ['MBBS with valid PMDC registration', 'House job completed', 'ATLS/ACLS preferred'],
    duties: [
      'Assess and stabilise emergency patients',
      'Coordinate with on-call consultants',
      'Complete medico-legal documentation',
    ],
  },
  {
    title: 'Consultant Radiologist',
    department: 'Radiology',
    type: 'Part Time',
    salary: [400, 650],
    skills: [
      'FCPS (Radiology) or equivalent',
      'Experience reporting CT and MRI',
      'PMDC registration',
    ],
    duties: ['Report CT, MRI and ultrasound', 'Perform image-guided procedures'],
  },
  {
    title: 'Pharmacist',
    department: 'Pharmacy',
    type: 'Full Time',
    salary: [80, 120],
    skills: [
      'Pharm-D with Punjab Pharmacy Council registration',
      'Knowledge of inventory software',
    ],
    duties: [
      'Dispense medicines and counsel patients',
      'Maintain cold chain',
      'Manage stock and expiry',
    ],
  },
  {
    title: 'Laboratory Technologist',
    department: 'Pathology',
    type: 'Full Time',
    salary: [55, 80],
    skills: [
      'BS Medical Lab Technology',
      'Experience with automated analysers',
      'Quality control procedures',
    ],
    duties: ['Run haematology and chemistry tests', 'Calibrate analysers', 'Record QC results'],
  },
  {
    title: 'MRI Technologist',
    department: 'Radiology',
    type: 'Full Time',
    salary: [70, 100],
    skills: ['BS Medical Imaging Technology', 'MRI safety training', 'Two years of MRI experience'],
    duties: ['Perform MRI scans to protocol', 'Screen patients for MRI safety'],
  },
  {
    title: 'Physiotherapist',
    department: 'Physiotherapy',
    type: 'Part Time',
    salary: [50, 75],
    skills: ['DPT with PPTA membership', 'Female candidates encouraged to apply'],
    duties: ['Plan and deliver rehabilitation sessions', 'Home visits when required'],
  },
  {
    title: 'Front Desk Officer',
    department: 'Patient Services',
    type: 'Full Time',
    salary: [40, 55],
    skills: [
      'Graduate with good communication skills',
      'Fluent in Urdu and English',
      'Basic computer skills',
    ],
    duties: ['Register patients and book appointments', 'Answer phone calls', 'Guide visitors'],
  },
  {
    title: 'Accounts Officer',
    department: 'Finance',
    type: 'Full Time',
    salary: [70, 100],
    skills: ['B.Com or ACCA (part qualified)', 'Experience with ERP software', 'Tax knowledge'],
    duties: [
      'Process payables and receivables',
      'Reconcile bank statements',
      'Prepare monthly reports',
    ],
  },
  {
    title: 'IT Support Officer',
    department: 'Information Technology',
    type: 'Contract',
    salary: [60, 90],
    skills: ['BS Computer Science', 'Networking (CCNA preferred)', 'Windows Server and printers'],
    duties: ['Support HIS users on all shifts', 'Maintain network and backups'],
  },
  {
    title: 'Biomedical Engineer',
    department: 'Biomedical Engineering',
    type: 'Full Time',
    salary: [90, 140],
    skills: ['BS Biomedical Engineering', 'Preventive maintenance of ventilators and monitors'],
    duties: [
      'Maintain medical equipment',
      'Keep equipment history files',
      'Coordinate with vendors',
    ],
  },
  {
    title: 'OT Technician',
    department: 'Surgery',
    type: 'Full Time',
    salary: [45, 65],
    skills: ['Diploma in Operation Theatre Technology', 'Sterilisation procedures'],
    duties: ['Prepare theatres and instruments', 'Assist surgeons and anaesthetists'],
  },
  {
    title: 'Dialysis Technician',
    department: 'Nephrology',
    type: 'Full Time',
    salary: [45, 65],
    skills: ['Diploma in Dialysis Technology', 'Experience with Fresenius machines'],
    duties: ['Run dialysis sessions', 'Monitor patients during dialysis'],
  },
  {
    title: 'Clinical Dietitian',
    department: 'Diet & Nutrition',
    type: 'Part Time',
    salary: [50, 70],
    skills: ['MSc Human Nutrition & Dietetics', 'Counselling skills'],
    duties: ['Plan therapeutic diets', 'Counsel OPD patients'],
  },
  {
    title: 'Infection Control Nurse',
    department: 'Nursing',
    type: 'Full Time',
    salary: [80, 110],
    skills: ['BSN with infection-control certification', 'Surveillance and audit experience'],
    duties: ['Run hand-hygiene audits', 'Report hospital-acquired infections'],
  },
  {
    title: 'House Officer (Medicine)',
    department: 'Medicine',
    type: 'Internship',
    salary: [60, 60],
    skills: ['MBBS final year passed', 'Provisional PMDC registration'],
    duties: ['Ward rounds with consultants', 'Admission notes and discharge summaries'],
  },
  {
    title: 'Internship: Hospital Administration',
    department: 'Administration',
    type: 'Internship',
    salary: [25, 25],
    skills: ['MBA or MPH student', 'Good writing skills'],
    duties: ['Assist in quality and patient-experience projects'],
  },
  {
    title: 'Clinical Psychologist',
    department: 'Psychiatry',
    type: 'Part Time',
    salary: [60, 90],
    skills: ['MS Clinical Psychology', 'Experience with CBT'],
    duties: ['Psychological assessment and therapy', 'Group sessions for addiction patients'],
  },
  {
    title: 'Anaesthesia Technician',
    department: 'Anaesthesia',
    type: 'Full Time',
    salary: [45, 65],
    skills: ['Diploma in Anaesthesia Technology', 'Knowledge of anaesthesia machines'],
    duties: ['Prepare anaesthesia workstations', 'Assist in induction and recovery'],
  },
  {
    title: 'Ambulance Driver',
    department: 'Transport',
    type: 'Contract',
    salary: [35, 45],
    skills: ['Valid LTV/HTV licence', 'First-aid training', 'Knowledge of city routes'],
    duties: ['Drive ambulances safely', 'Check the vehicle at the start of each shift'],
  },
  {
    title: 'Quality Assurance Officer',
    department: 'Quality',
    type: 'Full Time',
    salary: [90, 130],
    skills: ['MPH or MBA (Healthcare)', 'Knowledge of PHC standards and ISO 9001'],
    duties: ['Prepare for Punjab Healthcare Commission inspections', 'Track quality indicators'],
  },
  {
    title: 'Senior Registrar (Gynaecology)',
    department: 'Gynaecology & Obstetrics',
    type: 'Full Time',
    salary: [250, 350],
    skills: ['FCPS (Gynaecology & Obstetrics)', 'Experience in laparoscopic surgery'],
    duties: ['Manage labour room and ward', 'Perform caesarean sections', 'Teach residents'],
  },
  {
    title: 'HR Executive',
    department: 'Human Resources',
    type: 'Full Time',
    salary: [70, 95],
    skills: ['MBA (HR)', 'Payroll and labour law knowledge'],
    duties: ['Run recruitment and onboarding', 'Maintain staff records'],
  },
  {
    title: 'Security Supervisor',
    department: 'Security',
    type: 'Contract',
    salary: [40, 55],
    skills: ['Ex-serviceman preferred', 'Experience supervising guards'],
    duties: ['Supervise security staff on shifts', 'Control visitor access'],
  },
];

function salaryRange([low, high]: readonly [number, number]): string {
  const rupees = (thousands: number): string =>
    String(thousands * 1000).replace(/\B(?=(\d{3})+$)/g, ',');
  return low === high ? `PKR ${rupees(low)}` : `PKR ${rupees(low)} - ${rupees(high)}`;
}

function pickIndexes(random: Random, count: number, chosen: number): Set<number> {
  return new Set(
    random.shuffle(Array.from({ length: count }, (_, index) => index)).slice(0, chosen),
  );
}

function generateCareers(): { records: readonly CareerRecord[]; images: FeedImage[] } {
  const random = createRandom(SEED);
  const spellBranch = createBranchSpeller(random, BRANCH_VARIANT_RATE);
  const jobs = random.shuffle(JOBS);
  const nullSalaries = pickIndexes(random, jobs.length, Math.round(jobs.length * NULL_SALARY_RATE));
  const nullStarts = pickIndexes(random, jobs.length, Math.round(jobs.length * NULL_START_RATE));
  const nullDeadlines = pickIndexes(random, jobs.length, NULL_DEADLINE_ROWS);
  const hostile = assignHostileMarkup(random, jobs.length, HOSTILE_RECORDS);
  const images: FeedImage[] = [];
  let id = random.int(10, 30);

  const records = jobs.map((job, index): CareerRecord => {
    id += random.int(1, 5);
    // Every branch gets some postings; the rest go to the bigger hospitals.
    const branch = BRANCH_NAMES[index % BRANCH_NAMES.length] as BranchName;
    const style = random.pick(EDITOR_STYLES);
    const deadline = randomDay(random, utcDay(2023, 2, 1), utcDay(2025, 11, 30));
    const path = imagePath('Careers', `${slugOf(job.title)}-${id}.jpg`);
    images.push(banner(path, job.title));
    return {
      joB_ID: id,
      joB_TITLE: job.title,
      brancH_NAME: spellBranch(branch),
      department: job.department,
      location: LOCATIONS[branch],
      joB_TYPE: job.type,
      numbeR_OF_POSITIONS: job.type === 'Internship' ? random.int(4, 10) : random.int(1, 5),
      salarY_RANGE: nullSalaries.has(index) ? null : salaryRange(job.salary),
      applicatioN_DEADLINE: nullDeadlines.has(index) ? null : sqlDate(deadline),
      expecteD_START_DATE: nullStarts.has(index)
        ? null
        : sqlDate(addDays(deadline, random.int(14, 45))),
      skilL_REQUIREMENTS: renderCmsHtml(random, [{ kind: 'list', items: job.skills }], style),
      detail: renderCmsHtml(
        random,
        [
          {
            kind: 'text',
            text: `Farooq Group of Hospitals is looking for a ${job.title} for its ${job.department} department in ${LOCATIONS[branch]}.`,
          },
          { kind: 'heading', text: 'Responsibilities' },
          { kind: 'list', items: job.duties, ordered: random.chance(0.3) },
          {
            kind: 'text',
            lead: 'Benefits:',
            text: 'Market-competitive salary, provident fund, medical cover for the family and annual leave.',
          },
        ],
        style,
        hostile.get(index),
      ),
      imagE_PATH: path,
    };
  });
  return { records: frozen(records.reverse()), images };
}

const feed = generateCareers();

export const careers: readonly CareerRecord[] = feed.records;

export const careerImages: readonly FeedImage[] = feed.images;

const idsWhere = (predicate: (record: CareerRecord) => boolean): number[] =>
  careers.filter(predicate).map((record) => record.joB_ID);

/** Stable facts about the data, derived from it, for tests and docs. */
export const careerFacts = {
  total: careers.length,
  countByBranch: countByBranch(careers),
  ids: careers.map((record) => record.joB_ID),
  countByJobType: Object.fromEntries(
    JOB_TYPES.map((type) => [type, careers.filter((record) => record.joB_TYPE === type).length]),
  ) as Readonly<Record<JobType, number>>,
  nullSalaryIds: idsWhere((record) => record.salarY_RANGE === null),
  nullDeadlineIds: idsWhere((record) => record.applicatioN_DEADLINE === null),
  nullStartDateIds: idsWhere((record) => record.expecteD_START_DATE === null),
  hostileIds: idsWhere(
    (record) =>
      containsHostileMarkup(record.detail) || containsHostileMarkup(record.skilL_REQUIREMENTS),
  ),
  branchVariantIds: idsWhere(
    (record) => !(BRANCH_NAMES as readonly string[]).includes(record.brancH_NAME),
  ),
} as const;

export type CareerFacts = typeof careerFacts;
