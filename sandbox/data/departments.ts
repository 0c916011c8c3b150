/**
 * The clinical departments, spelled as on the wire, and what the feeds say about them. The
 * spellings matter: the site's search offers Medicine, Neuro, Cardiology, Orthopaedic and
 * Radiology and matches them as substrings of these names.
 */

import { list, table } from './feed-generator';

/**
 * Departments with consultants, by name: what a consultant is called | the chair a professor holds
 * (when not the department's name) | postgraduate degrees | specialities.
 */
const STAFF = {
  Medicine:
    'Physician | | FCPS (Medicine); MRCP (UK); FRCP (Edin); MCPS (Medicine) | Diabetes & Endocrinology; Infectious Diseases; Hepatitis',
  Cardiology:
    'Cardiologist | | FCPS (Cardiology); MRCP (UK); FACC (USA) | Interventional Cardiology; Echocardiography; Heart Failure',
  Neurology:
    'Neurologist | | FCPS (Neurology); MRCP (UK); MD (Neurology) | Stroke Medicine; Epilepsy; Movement Disorders; Headache Medicine',
  Neurosurgery:
    'Neurosurgeon | | FCPS (Neurosurgery); FRCS (Edin); MS (Neurosurgery) | Spine Surgery; Brain Tumours; Paediatric Neurosurgery',
  'Orthopaedic Surgery':
    'Orthopaedic Surgeon | | FCPS (Orthopaedics); FRCS (Trauma & Orth); MS (Orth) | Joint Replacement; Sports Injuries; Trauma Surgery',
  Radiology:
    'Radiologist | | FCPS (Radiology); FRCR (UK); DMRD | Interventional Radiology; MRI & CT; Ultrasound & Doppler',
  'General Surgery':
    'General Surgeon | Surgery | FCPS (Surgery); FRCS (Eng); MS (General Surgery) | Laparoscopic Surgery; Breast Surgery; Hepatobiliary Surgery',
  'Gynaecology & Obstetrics':
    'Gynaecologist | | FCPS (Gynae & Obs); MRCOG (UK); MCPS (Gynae & Obs) | High-Risk Pregnancy; Infertility; Laparoscopic Gynaecology',
  Paediatrics:
    'Paediatrician | | FCPS (Paediatrics); MRCPCH (UK); DCH | Neonatology; Paediatric Gastroenterology; Child Development',
  ENT: 'ENT Surgeon | | FCPS (ENT); DLO; FRCS (ENT) | Endoscopic Sinus Surgery; Otology; Head & Neck Surgery',
  Dermatology:
    'Dermatologist | | FCPS (Dermatology); MCPS (Dermatology) | Cosmetic Dermatology; Acne & Scars; Laser Therapy',
  Urology:
    'Urologist | | FCPS (Urology); FRCS (Urol); MS (Urology) | Endourology; Kidney Stones; Andrology',
  Nephrology:
    'Nephrologist | | FCPS (Nephrology); MRCP (UK) | Dialysis; Kidney Transplant; Chronic Kidney Disease',
  Gastroenterology:
    'Gastroenterologist | | FCPS (Gastroenterology); MRCP (UK) | Hepatology; Therapeutic Endoscopy; Inflammatory Bowel Disease',
  Psychiatry:
    'Psychiatrist | | FCPS (Psychiatry); MRCPsych (UK); DPM | Mood Disorders; Addiction Psychiatry; Child & Adolescent Psychiatry',
  Dental:
    'Dental Surgeon | Oral & Maxillofacial Surgery | FCPS (Oral Surgery); MDS; MFDS RCS (Edin) | Orthodontics; Root Canal Treatment; Dental Implants',
};

export type DepartmentName = keyof typeof STAFF;

export interface ConsultantDepartment {
  name: DepartmentName;
  designations: readonly string[];
  /** Only these earn the "Prof. Dr." name prefix. */
  professorDesignation: string;
  postgraduateDegrees: readonly string[];
  specialities: readonly string[];
  /** Dentists hold BDS, everyone else MBBS. */
  basicDegree: 'MBBS' | 'BDS';
}

export const CONSULTANT_DEPARTMENTS = Object.entries(STAFF).map(
  ([name, cells]): ConsultantDepartment => {
    const [title, chair, degrees = '', specialities = ''] = cells
      .split('|')
      .map((cell) => cell.trim());
    return {
      name: name as DepartmentName,
      // The CMS mixes "Assistant Professor of X" and "Associate Professor, X".
      designations: [
        `Consultant ${title}`,
        `Senior Consultant ${title}`,
        `Assistant Professor of ${chair || name}`,
        `Associate Professor, ${chair || name}`,
      ],
      professorDesignation: `Professor of ${chair || name}`,
      postgraduateDegrees: list(degrees),
      specialities: list(specialities),
      basicDegree: name === 'Dental' ? 'BDS' : 'MBBS',
    };
  },
);

export const DEPARTMENT_NAMES = CONSULTANT_DEPARTMENTS.map((department) => department.name);

/**
 * Every branch has at least these many consultants of these departments, because the search's
 * department filter targets them and a branch page with no match would make those searches useless.
 */
export const CORE_DEPARTMENT_QUOTA: ReadonlyArray<readonly [DepartmentName, number]> = [
  ['Medicine', 4],
  ['Cardiology', 3],
  ['Neurology', 2],
  ['Neurosurgery', 1],
  ['Orthopaedic Surgery', 3],
  ['Radiology', 2],
];

/**
 * What the departments feed can list, in order of importance: the first eight are at every
 * branch, the next two at most. name | services (DepartmentServices) | what the department does.
 */
export const DEPARTMENT_CATALOGUE = table(`
Medicine | General OPD; Diabetes Clinic; Hypertension Clinic; Hepatitis Clinic; Thyroid Clinic; Dengue Management; Executive Health Check-up | Adult patients with diabetes, hypertension, infections and liver disease, in the OPD and on the wards.
Cardiology | ECG; Echocardiography; Exercise Tolerance Test (ETT); Holter Monitoring; Coronary Angiography; Primary Angioplasty (PCI); Pacemaker Implantation; Coronary Care Unit (CCU); Cardiac Rehabilitation | Round-the-clock heart care, from the first ECG in Emergency to angioplasty in the cath lab.
General Surgery | Laparoscopic Cholecystectomy; Hernia Repair (Mesh); Appendectomy; Thyroid Surgery; Breast Surgery; Day Care Surgery | Elective and emergency operations, with laparoscopic techniques wherever possible.
Gynaecology & Obstetrics | Antenatal Clinic; Normal Delivery; Caesarean Section; Labour Room (24/7); Infertility Clinic; Family Planning; Obstetric Ultrasound | Care for women from antenatal visits and delivery to infertility treatment and surgery.
Paediatrics | Well Baby Clinic; EPI Vaccination; Nursery; Neonatal ICU (NICU); Paediatric Ward; Thalassaemia Day Care | Newborns, children and adolescents, with a neonatal intensive care unit.
Emergency | Triage; Resuscitation; Trauma Care; Minor Procedures; Poisoning Management; Ambulance Service | Open 24 hours a day, 7 days a week, with consultants on call for every speciality.
Radiology | Digital X-Ray; Ultrasound; Colour Doppler; CT Scan; MRI (1.5 Tesla); Mammography; DEXA Scan | Digital imaging and image-guided procedures, reported by consultant radiologists.
Pathology | Haematology; Clinical Chemistry; Microbiology & Culture; Histopathology; Blood Bank; PCR Testing; Home Sample Collection | Haematology, chemistry, microbiology and histopathology with online reports.
Neurology | EEG; EMG; Nerve Conduction Studies; Stroke Unit; Epilepsy Clinic; Headache Clinic | Stroke, epilepsy, headache, Parkinson’s disease and nerve and muscle disorders.
Orthopaedic Surgery | Fracture Clinic; Total Knee Replacement; Total Hip Replacement; Arthroscopy; Spine Surgery; Plaster Room | Fractures, sports injuries and worn-out joints, including knee and hip replacement.
ENT | Audiometry; Tympanometry; Tonsillectomy; Septoplasty; Endoscopic Sinus Surgery; Hearing Aid Fitting | Diseases of the ear, nose and throat, with audiology under one roof.
Urology | ESWL (Lithotripsy); Ureteroscopy; TURP; PCNL; Cystoscopy; Uroflowmetry | Kidney stones, prostate disease and urinary problems, with laser procedures.
Nephrology | Haemodialysis; Peritoneal Dialysis; Kidney Biopsy; CKD Clinic; Transplant Follow-up | Kidney disease, with a haemodialysis unit running three shifts a day.
Dermatology | Acne Clinic; Laser Hair Removal; Chemical Peel; PRP for Hair Loss; Skin Biopsy | Skin, hair and nail conditions, and cosmetic procedures in a laser suite.
Psychiatry | Psychiatric OPD; Clinical Psychology; Counselling; De-addiction Programme | Confidential care for depression, anxiety, addiction and other conditions.
Dental | Scaling & Polishing; Root Canal Treatment; Dental Implants; Orthodontics (Braces); Dental X-Ray (OPG) | General and cosmetic dentistry, orthodontics and oral surgery.
Neurosurgery | Brain Tumour Surgery; Spine Surgery; Head Injury Management; VP Shunt; Neuro ICU | Surgery of the brain, spine and nerves, from head injuries to disc prolapse.
Gastroenterology | Upper GI Endoscopy; Colonoscopy; ERCP; Liver Clinic; Fibroscan | Stomach, intestine and liver disease, with a modern endoscopy suite.
Physiotherapy | Post-operative Rehabilitation; Stroke Rehabilitation; Back & Neck Pain; Sports Physiotherapy; Electrotherapy | Recovery of movement after surgery, injury and stroke.
`).map(([name = '', services = '', summary = '']) => ({ name, services: list(services), summary }));

/** How many of the catalogue's first entries every branch lists. */
export const CORE_DEPARTMENT_COUNT = 8;
