/**
 * Departments as spelled on the wire, with the designations, degrees and interests that fit each.
 * The spellings matter: the site's search offers Medicine, Neuro, Cardiology, Orthopaedic and
 * Radiology and matches them as substrings of these names.
 */

export const DEPARTMENT_NAMES = [
  'Medicine',
  'Cardiology',
  'Neurology',
  'Neurosurgery',
  'Orthopaedic Surgery',
  'Radiology',
  'General Surgery',
  'Gynaecology & Obstetrics',
  'Paediatrics',
  'ENT',
  'Dermatology',
  'Urology',
  'Nephrology',
  'Gastroenterology',
  'Pulmonology',
  'Psychiatry',
  'Ophthalmology',
  'Dental',
  'Anaesthesia',
  'Oncology',
] as const;

export type DepartmentName = (typeof DEPARTMENT_NAMES)[number];

/**
 * Every branch gets at least these, because the search's department filter targets them and a
 * branch page with no match would make the sandbox useless for those searches.
 */
export const CORE_DEPARTMENT_QUOTA: ReadonlyArray<readonly [DepartmentName, number]> = [
  ['Medicine', 4],
  ['Cardiology', 3],
  ['Neurology', 2],
  ['Neurosurgery', 1],
  ['Orthopaedic Surgery', 3],
  ['Radiology', 2],
];

export interface DepartmentProfile {
  designations: readonly string[];
  /** Only the professor-grade designations earn the "Prof. Dr." name prefix. */
  professorDesignations: readonly string[];
  postgraduateDegrees: readonly string[];
  specialities: readonly string[];
  interests: readonly string[];
  society: string;
  /** Dentists hold BDS, everyone else MBBS. */
  basicDegree: 'MBBS' | 'BDS';
}

export const DEPARTMENT_PROFILES: Readonly<Record<DepartmentName, DepartmentProfile>> = {
  Medicine: {
    designations: [
      'Consultant Physician',
      'Assistant Professor of Medicine',
      'Associate Professor of Medicine',
      'Consultant Internal Medicine',
      'Senior Registrar',
    ],
    professorDesignations: ['Professor of Medicine'],
    postgraduateDegrees: ['FCPS (Medicine)', 'MRCP (UK)', 'FRCP (Edin)', 'MCPS (Medicine)'],
    specialities: ['Diabetes & Endocrinology', 'Infectious Diseases', 'Hypertension', 'Hepatitis'],
    interests: [
      'diabetes',
      'hypertension',
      'thyroid disorders',
      'dengue fever',
      'hepatitis B and C',
    ],
    society: 'Pakistan Society of Internal Medicine',
    basicDegree: 'MBBS',
  },
  Cardiology: {
    designations: [
      'Consultant Cardiologist',
      'Interventional Cardiologist',
      'Assistant Professor of Cardiology',
      'Associate Professor, Cardiology',
    ],
    professorDesignations: ['Professor of Cardiology'],
    postgraduateDegrees: ['FCPS (Cardiology)', 'MRCP (UK)', 'FACC (USA)', 'Diploma in Cardiology'],
    specialities: [
      'Interventional Cardiology',
      'Echocardiography',
      'Heart Failure',
      'Electrophysiology',
    ],
    interests: [
      'coronary angioplasty',
      'echocardiography',
      'heart failure',
      'preventive cardiology',
    ],
    society: 'Pakistan Cardiac Society',
    basicDegree: 'MBBS',
  },
  Neurology: {
    designations: [
      'Consultant Neurologist',
      'Associate Professor, Neurology',
      'Assistant Professor of Neurology',
    ],
    professorDesignations: ['Professor of Neurology'],
    postgraduateDegrees: ['FCPS (Neurology)', 'MRCP (UK)', 'MD (Neurology)'],
    specialities: ['Stroke Medicine', 'Epilepsy', 'Movement Disorders', 'Headache Medicine'],
    interests: ['stroke', 'epilepsy', 'migraine', "Parkinson's disease", 'multiple sclerosis'],
    society: 'Pakistan Society of Neurology',
    basicDegree: 'MBBS',
  },
  Neurosurgery: {
    designations: ['Consultant Neurosurgeon', 'Assistant Professor of Neurosurgery'],
    professorDesignations: ['Professor of Neurosurgery'],
    postgraduateDegrees: ['FCPS (Neurosurgery)', 'FRCS (Edin)', 'MS (Neurosurgery)'],
    specialities: ['Spine Surgery', 'Brain Tumours', 'Paediatric Neurosurgery'],
    interests: [
      'minimally invasive spine surgery',
      'brain tumours',
      'head injury',
      'hydrocephalus',
    ],
    society: 'Pakistan Society of Neurosurgeons',
    basicDegree: 'MBBS',
  },
  'Orthopaedic Surgery': {
    designations: [
      'Consultant Orthopaedic Surgeon',
      'Assistant Professor, Orthopaedics',
      'Associate Professor of Orthopaedic Surgery',
    ],
    professorDesignations: ['Professor of Orthopaedic Surgery'],
    postgraduateDegrees: ['FCPS (Orthopaedics)', 'FRCS (Eng)', 'FRCS (Trauma & Orth)', 'MS (Orth)'],
    specialities: ['Joint Replacement', 'Sports Injuries', 'Spine Surgery', 'Trauma Surgery'],
    interests: [
      'knee and hip replacement',
      'arthroscopy',
      'sports injuries',
      'fracture management',
    ],
    society: 'Pakistan Orthopaedic Association',
    basicDegree: 'MBBS',
  },
  Radiology: {
    designations: [
      'Consultant Radiologist',
      'Assistant Professor of Radiology',
      'Interventional Radiologist',
    ],
    professorDesignations: ['Professor of Radiology'],
    postgraduateDegrees: ['FCPS (Radiology)', 'FRCR (UK)', 'MCPS (Radiology)', 'DMRD'],
    specialities: ['Interventional Radiology', 'MRI & CT', 'Ultrasound & Doppler'],
    interests: ['MRI', 'CT angiography', 'ultrasound-guided biopsy', 'breast imaging'],
    society: 'Radiological Society of Pakistan',
    basicDegree: 'MBBS',
  },
  'General Surgery': {
    designations: ['Consultant General Surgeon', 'Consultant Surgeon', 'Laparoscopic Surgeon'],
    professorDesignations: ['Professor of Surgery'],
    postgraduateDegrees: ['FCPS (Surgery)', 'FRCS (Eng)', 'FRCS (Glasgow)', 'MS (General Surgery)'],
    specialities: ['Laparoscopic Surgery', 'Breast Surgery', 'Hepatobiliary Surgery'],
    interests: [
      'laparoscopic cholecystectomy',
      'hernia repair',
      'breast surgery',
      'thyroid surgery',
    ],
    society: 'Society of Surgeons Pakistan',
    basicDegree: 'MBBS',
  },
  'Gynaecology & Obstetrics': {
    designations: [
      'Consultant Gynaecologist',
      'Consultant Gynaecologist & Obstetrician',
      'Associate Professor, Gynaecology',
    ],
    professorDesignations: ['Professor of Gynaecology & Obstetrics'],
    postgraduateDegrees: ['FCPS (Gynae & Obs)', 'MRCOG (UK)', 'MCPS (Gynae & Obs)'],
    specialities: ['High-Risk Pregnancy', 'Infertility', 'Laparoscopic Gynaecology'],
    interests: [
      'high-risk pregnancy',
      'infertility',
      'polycystic ovary syndrome',
      'normal delivery',
    ],
    society: 'Society of Obstetricians and Gynaecologists of Pakistan',
    basicDegree: 'MBBS',
  },
  Paediatrics: {
    designations: [
      'Consultant Paediatrician',
      'Assistant Professor of Paediatrics',
      'Consultant Neonatologist',
    ],
    professorDesignations: ['Professor of Paediatrics'],
    postgraduateDegrees: ['FCPS (Paediatrics)', 'MRCPCH (UK)', 'DCH', 'MCPS (Paediatrics)'],
    specialities: ['Neonatology', 'Paediatric Gastroenterology', 'Child Development'],
    interests: ['neonatal care', 'childhood asthma', 'vaccination', 'growth disorders'],
    society: 'Pakistan Paediatric Association',
    basicDegree: 'MBBS',
  },
  ENT: {
    designations: ['Consultant ENT Surgeon', 'Associate Professor, ENT'],
    professorDesignations: ['Professor of ENT'],
    postgraduateDegrees: ['FCPS (ENT)', 'DLO', 'FRCS (ENT)'],
    specialities: ['Endoscopic Sinus Surgery', 'Otology', 'Head & Neck Surgery'],
    interests: ['sinus surgery', 'tonsillectomy', 'hearing loss', 'voice disorders'],
    society: 'Pakistan Society of Otorhinolaryngology',
    basicDegree: 'MBBS',
  },
  Dermatology: {
    designations: ['Consultant Dermatologist', 'Consultant Dermatologist & Cosmetologist'],
    professorDesignations: ['Professor of Dermatology'],
    postgraduateDegrees: ['FCPS (Dermatology)', 'MCPS (Dermatology)', 'Diploma in Dermatology'],
    specialities: ['Cosmetic Dermatology', 'Acne & Scars', 'Laser Therapy'],
    interests: ['acne', 'psoriasis', 'laser treatment', 'hair loss'],
    society: 'Pakistan Association of Dermatologists',
    basicDegree: 'MBBS',
  },
  Urology: {
    designations: ['Consultant Urologist', 'Assistant Professor of Urology'],
    professorDesignations: ['Professor of Urology'],
    postgraduateDegrees: ['FCPS (Urology)', 'FRCS (Urol)', 'MS (Urology)'],
    specialities: ['Endourology', 'Kidney Stones', 'Andrology'],
    interests: ['kidney stones', 'prostate disease', 'laparoscopic urology', 'lithotripsy'],
    society: 'Pakistan Association of Urological Surgeons',
    basicDegree: 'MBBS',
  },
  Nephrology: {
    designations: ['Consultant Nephrologist', 'Assistant Professor of Nephrology'],
    professorDesignations: ['Professor of Nephrology'],
    postgraduateDegrees: ['FCPS (Nephrology)', 'MRCP (UK)', 'FCPS (Medicine)'],
    specialities: ['Dialysis', 'Kidney Transplant', 'Chronic Kidney Disease'],
    interests: ['haemodialysis', 'kidney transplantation', 'chronic kidney disease'],
    society: 'Pakistan Society of Nephrology',
    basicDegree: 'MBBS',
  },
  Gastroenterology: {
    designations: ['Consultant Gastroenterologist', 'Consultant Gastroenterologist & Hepatologist'],
    professorDesignations: ['Professor of Gastroenterology'],
    postgraduateDegrees: ['FCPS (Gastroenterology)', 'MRCP (UK)', 'FCPS (Medicine)'],
    specialities: ['Hepatology', 'Therapeutic Endoscopy', 'Inflammatory Bowel Disease'],
    interests: ['endoscopy', 'ERCP', 'liver cirrhosis', 'irritable bowel syndrome'],
    society: 'Pakistan Society of Gastroenterology',
    basicDegree: 'MBBS',
  },
  Pulmonology: {
    designations: ['Consultant Pulmonologist', 'Consultant Chest Physician'],
    professorDesignations: ['Professor of Pulmonology'],
    postgraduateDegrees: ['FCPS (Pulmonology)', 'MRCP (UK)', 'Diploma in Tuberculosis & Chest'],
    specialities: ['Asthma & COPD', 'Sleep Medicine', 'Bronchoscopy'],
    interests: ['asthma', 'COPD', 'tuberculosis', 'sleep apnoea'],
    society: 'Pakistan Chest Society',
    basicDegree: 'MBBS',
  },
  Psychiatry: {
    designations: ['Consultant Psychiatrist', 'Assistant Professor of Psychiatry'],
    professorDesignations: ['Professor of Psychiatry'],
    postgraduateDegrees: ['FCPS (Psychiatry)', 'MRCPsych (UK)', 'DPM'],
    specialities: ['Child & Adolescent Psychiatry', 'Addiction Psychiatry', 'Mood Disorders'],
    interests: ['depression', 'anxiety disorders', 'addiction', 'child psychiatry'],
    society: 'Pakistan Psychiatric Society',
    basicDegree: 'MBBS',
  },
  Ophthalmology: {
    designations: ['Consultant Eye Surgeon', 'Consultant Ophthalmologist'],
    professorDesignations: ['Professor of Ophthalmology'],
    postgraduateDegrees: ['FCPS (Ophthalmology)', 'FRCS (Glasgow)', 'DOMS'],
    specialities: ['Cataract & Refractive Surgery', 'Retina', 'Glaucoma'],
    interests: ['phaco surgery', 'diabetic retinopathy', 'glaucoma', 'LASIK'],
    society: 'Ophthalmological Society of Pakistan',
    basicDegree: 'MBBS',
  },
  Dental: {
    designations: ['Consultant Dental Surgeon', 'Consultant Orthodontist', 'Maxillofacial Surgeon'],
    professorDesignations: ['Professor of Oral & Maxillofacial Surgery'],
    postgraduateDegrees: ['FCPS (Orthodontics)', 'FCPS (Oral Surgery)', 'MDS', 'MFDS RCS (Edin)'],
    specialities: ['Orthodontics', 'Root Canal Treatment', 'Dental Implants'],
    interests: [
      'dental implants',
      'braces and aligners',
      'root canal treatment',
      'cosmetic dentistry',
    ],
    society: 'Pakistan Dental Association',
    basicDegree: 'BDS',
  },
  Anaesthesia: {
    designations: ['Consultant Anaesthetist', 'Consultant Anaesthesiologist'],
    professorDesignations: ['Professor of Anaesthesia'],
    postgraduateDegrees: ['FCPS (Anaesthesia)', 'FRCA (UK)', 'DA'],
    specialities: ['Pain Management', 'Critical Care', 'Cardiac Anaesthesia'],
    interests: ['pain management', 'critical care', 'regional anaesthesia'],
    society: 'Pakistan Society of Anaesthesiologists',
    basicDegree: 'MBBS',
  },
  Oncology: {
    designations: ['Consultant Oncologist', 'Consultant Clinical Oncologist'],
    professorDesignations: ['Professor of Oncology'],
    postgraduateDegrees: ['FCPS (Oncology)', 'FRCR (Oncology)', 'MRCP (UK)'],
    specialities: ['Medical Oncology', 'Radiation Oncology', 'Breast Cancer'],
    interests: ['breast cancer', 'chemotherapy', 'radiotherapy', 'palliative care'],
    society: 'Pakistan Society of Clinical Oncology',
    basicDegree: 'MBBS',
  },
};
