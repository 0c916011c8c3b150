/**
 * The clinical departments a branch can list in the departments feed, with what each one does and
 * the services it offers (the DepartmentServices feed). Names overlap the consultants' department
 * spellings, so a department page can find its consultants by name.
 */

export interface DepartmentEntry {
  name: string;
  /** One sentence on what the department treats, used in the description HTML. */
  summary: string;
  /** Services it can list; each department offers between 3 and 12 of them. */
  services: readonly string[];
}

/** Every branch has these, in this order of importance. */
export const CORE_DEPARTMENTS = [
  'Medicine',
  'Cardiology',
  'General Surgery',
  'Gynaecology & Obstetrics',
  'Paediatrics',
  'Emergency',
  'Radiology',
  'Pathology',
] as const;

/** Added to larger branches after the core; the first two come before the rest. */
export const PRIORITY_EXTRA_DEPARTMENTS = ['Neurology', 'Orthopaedic Surgery'] as const;

export const DEPARTMENT_CATALOGUE: readonly DepartmentEntry[] = [
  {
    name: 'Medicine',
    summary:
      'The Department of Medicine manages adult patients with diabetes, hypertension, infections, liver disease and other long-term illnesses, both in the OPD and on the wards.',
    services: [
      'General OPD',
      'Diabetes Clinic',
      'Hypertension Clinic',
      'Hepatitis Clinic',
      'Dengue Management',
      'Thyroid Clinic',
      'Medical Ward Admission',
      'Executive Health Check-up',
      'Vaccination (Adults)',
      'Infectious Diseases Consultation',
    ],
  },
  {
    name: 'Cardiology',
    summary:
      'The Cardiology Department offers round-the-clock care for heart patients, from the first ECG in Emergency to angioplasty in the cath lab and rehabilitation afterwards.',
    services: [
      'ECG',
      'Echocardiography',
      'Exercise Tolerance Test (ETT)',
      'Holter Monitoring',
      'Ambulatory BP Monitoring',
      'Coronary Angiography',
      'Primary Angioplasty (PCI)',
      'Pacemaker Implantation',
      'Coronary Care Unit (CCU)',
      'Cardiac Rehabilitation',
      'Stress Echocardiography',
      'Transoesophageal Echo (TEE)',
      'Peripheral Angiography',
    ],
  },
  {
    name: 'General Surgery',
    summary:
      'General Surgery performs elective and emergency operations of the abdomen, breast, thyroid and skin, with laparoscopic techniques wherever possible.',
    services: [
      'Laparoscopic Cholecystectomy',
      'Hernia Repair (Mesh)',
      'Appendectomy',
      'Thyroid Surgery',
      'Breast Surgery',
      'Haemorrhoids & Fistula Surgery',
      'Diabetic Foot Care',
      'Day Care Surgery',
      'Wound Care Clinic',
    ],
  },
  {
    name: 'Gynaecology & Obstetrics',
    summary:
      'Gynaecology & Obstetrics looks after women from antenatal care and normal or caesarean delivery to infertility treatment and gynaecological surgery.',
    services: [
      'Antenatal Clinic',
      'Normal Delivery',
      'Caesarean Section',
      'Labour Room (24/7)',
      'Infertility Clinic',
      'Laparoscopic Hysterectomy',
      'Pap Smear & Colposcopy',
      'Family Planning',
      'High-Risk Pregnancy Clinic',
      'Obstetric Ultrasound',
    ],
  },
  {
    name: 'Paediatrics',
    summary:
      'Paediatrics cares for newborns, children and adolescents, with a neonatal intensive care unit and a full EPI vaccination centre.',
    services: [
      'Well Baby Clinic',
      'EPI Vaccination',
      'Nursery',
      'Neonatal ICU (NICU)',
      'Paediatric Ward',
      'Growth & Nutrition Clinic',
      'Paediatric Asthma Clinic',
      'Thalassaemia Day Care',
    ],
  },
  {
    name: 'Emergency',
    summary:
      'The Emergency Department is open 24 hours a day, 7 days a week, with triage, resuscitation bays and consultants on call for every speciality.',
    services: [
      'Triage',
      'Resuscitation',
      'Trauma Care',
      'Minor Procedures',
      'Poisoning Management',
      'Ambulance Service',
      'Observation Beds',
      'Burns First Aid',
    ],
  },
  {
    name: 'Radiology',
    summary:
      'Radiology provides digital imaging and image-guided procedures, reported by consultant radiologists, for indoor and walk-in patients.',
    services: [
      'Digital X-Ray',
      'Ultrasound',
      'Colour Doppler',
      'CT Scan',
      'MRI (1.5 Tesla)',
      'Mammography',
      'Fluoroscopy',
      'DEXA Scan',
      'CT Angiography',
      'Ultrasound-Guided Biopsy',
    ],
  },
  {
    name: 'Pathology',
    summary:
      'The Pathology laboratory runs haematology, chemistry, microbiology and histopathology tests with online report delivery.',
    services: [
      'Haematology',
      'Clinical Chemistry',
      'Microbiology & Culture',
      'Histopathology',
      'Blood Bank',
      'PCR Testing',
      'Hormone Assays',
      'Home Sample Collection',
      'Urine & Stool Analysis',
    ],
  },
  {
    name: 'Neurology',
    summary:
      'Neurology diagnoses and treats stroke, epilepsy, headache, Parkinson’s disease and nerve and muscle disorders.',
    services: [
      'EEG',
      'EMG',
      'Nerve Conduction Studies',
      'Stroke Unit',
      'Epilepsy Clinic',
      'Headache Clinic',
      'Botox for Spasticity',
    ],
  },
  {
    name: 'Orthopaedic Surgery',
    summary:
      'Orthopaedic Surgery treats fractures, sports injuries and worn-out joints, including total knee and hip replacement.',
    services: [
      'Fracture Clinic',
      'Total Knee Replacement',
      'Total Hip Replacement',
      'Arthroscopy',
      'Spine Surgery',
      'Paediatric Orthopaedics',
      'Plaster Room',
      'Sports Injury Clinic',
    ],
  },
  {
    name: 'ENT',
    summary:
      'The ENT Department treats diseases of the ear, nose and throat, with endoscopic sinus surgery and audiology under one roof.',
    services: [
      'Audiometry',
      'Tympanometry',
      'Tonsillectomy',
      'Septoplasty',
      'Endoscopic Sinus Surgery',
      'Hearing Aid Fitting',
      'Ear Wax Removal',
    ],
  },
  {
    name: 'Urology',
    summary:
      'Urology manages kidney stones, prostate disease and urinary problems with minimally invasive and laser procedures.',
    services: [
      'ESWL (Lithotripsy)',
      'Ureteroscopy',
      'TURP',
      'PCNL',
      'Cystoscopy',
      'Uroflowmetry',
      'Circumcision',
    ],
  },
  {
    name: 'Nephrology',
    summary:
      'Nephrology cares for patients with kidney disease, with a haemodialysis unit running three shifts a day.',
    services: [
      'Haemodialysis',
      'Peritoneal Dialysis',
      'Kidney Biopsy',
      'CKD Clinic',
      'Transplant Follow-up',
    ],
  },
  {
    name: 'Dermatology',
    summary:
      'Dermatology treats skin, hair and nail conditions and offers cosmetic procedures in a dedicated laser suite.',
    services: [
      'Acne Clinic',
      'Laser Hair Removal',
      'Chemical Peel',
      'PRP for Hair Loss',
      'Skin Biopsy',
      'Cryotherapy',
    ],
  },
  {
    name: 'Psychiatry',
    summary:
      'Psychiatry offers confidential assessment and treatment for depression, anxiety, addiction and other mental health conditions.',
    services: [
      'Psychiatric OPD',
      'Clinical Psychology',
      'Counselling',
      'De-addiction Programme',
      'Child Psychiatry',
    ],
  },
  {
    name: 'Ophthalmology',
    summary:
      'Ophthalmology provides eye examinations, cataract surgery with foldable lens implants and retina services.',
    services: [
      'Eye OPD',
      'Phaco Cataract Surgery',
      'Glaucoma Clinic',
      'Retina Clinic',
      'Squint Surgery',
      'Refraction',
      'Diabetic Eye Screening',
    ],
  },
  {
    name: 'Dental',
    summary:
      'The Dental Department offers general and cosmetic dentistry, orthodontics and oral surgery.',
    services: [
      'Scaling & Polishing',
      'Root Canal Treatment',
      'Dental Implants',
      'Orthodontics (Braces)',
      'Tooth Extraction',
      'Dental X-Ray (OPG)',
      'Teeth Whitening',
    ],
  },
  {
    name: 'Physiotherapy',
    summary:
      'Physiotherapy helps patients recover movement after surgery, injury and stroke, and manages chronic back and neck pain.',
    services: [
      'Post-operative Rehabilitation',
      'Stroke Rehabilitation',
      'Back & Neck Pain',
      'Sports Physiotherapy',
      'Electrotherapy',
      'Hydrotherapy',
    ],
  },
  {
    name: 'Neurosurgery',
    summary:
      'Neurosurgery operates on the brain, spine and nerves, from head injuries to tumours and disc prolapse.',
    services: [
      'Brain Tumour Surgery',
      'Spine Surgery',
      'Head Injury Management',
      'VP Shunt',
      'Neuro ICU',
    ],
  },
  {
    name: 'Gastroenterology',
    summary:
      'Gastroenterology diagnoses and treats diseases of the stomach, intestines and liver with a modern endoscopy suite.',
    services: [
      'Upper GI Endoscopy',
      'Colonoscopy',
      'ERCP',
      'Liver Clinic',
      'Fibroscan',
      'Variceal Band Ligation',
    ],
  },
  {
    name: 'Pulmonology',
    summary:
      'Pulmonology treats asthma, COPD, tuberculosis and sleep disorders, with lung function testing and bronchoscopy.',
    services: [
      'Spirometry (PFTs)',
      'Bronchoscopy',
      'Sleep Study',
      'Asthma Clinic',
      'TB DOTS Centre',
    ],
  },
  {
    name: 'Oncology',
    summary:
      'Oncology offers chemotherapy in a day-care setting and coordinates cancer care with surgeons and radiologists.',
    services: ['Chemotherapy Day Care', 'Tumour Board', 'Breast Cancer Clinic', 'Palliative Care'],
  },
  {
    name: 'Anaesthesia',
    summary:
      'Anaesthesia keeps patients safe and pain-free during surgery and runs the intensive care unit and pain clinic.',
    services: [
      'General Anaesthesia',
      'Spinal & Epidural',
      'Pain Clinic',
      'Intensive Care Unit (ICU)',
      'Labour Analgesia',
    ],
  },
  {
    name: 'Diet & Nutrition',
    summary:
      'Clinical dietitians plan diets for patients with diabetes, kidney disease and obesity, and for mothers and children.',
    services: ['Diet Counselling', 'Weight Management', 'Diabetic Diet Plans', 'Renal Diet Plans'],
  },
];

export function departmentEntry(name: string): DepartmentEntry {
  const entry = DEPARTMENT_CATALOGUE.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No catalogue entry for department ${name}`);
  return entry;
}
