/**
 * The hospital services a branch can list in the Serviceslist feed: a title, the one-line summary
 * the cards show and the points the service page expands on.
 */

export interface ServiceEntry {
  header: string;
  summary: string;
  points: readonly string[];
}

export const SERVICE_CATALOGUE: readonly ServiceEntry[] = [
  {
    header: 'Emergency & Trauma Care',
    summary: '24/7 emergency department with triage, resuscitation bays and consultants on call.',
    points: [
      'Dedicated resuscitation bays with cardiac monitors and ventilators',
      'Consultant emergency physicians on every shift',
      'Direct access to CT scan, cath lab and operation theatres',
      'Separate paediatric and obstetric emergency areas',
    ],
  },
  {
    header: 'FH Laboratory',
    summary: 'Fully automated laboratory with online reports and home sample collection.',
    points: [
      'Haematology, chemistry, immunology and microbiology under one roof',
      'Participation in external quality assurance programmes',
      'Reports available online with a patient ID',
      'Home sample collection across Lahore and Islamabad',
    ],
  },
  {
    header: 'Radiology & Imaging',
    summary: 'Digital X-ray, ultrasound, CT and MRI reported by consultant radiologists.',
    points: [
      '1.5 Tesla MRI and 128-slice CT scanner',
      'Colour Doppler and 4D ultrasound',
      'Digital mammography with a female technologist',
      'Same-day reporting for most examinations',
    ],
  },
  {
    header: 'Intensive Care Unit (ICU)',
    summary: 'Medical and surgical intensive care with one nurse for every ventilated patient.',
    points: [
      'Ventilators, multi-parameter monitors and bedside dialysis',
      'Intensivists available round the clock',
      'Isolation rooms with negative pressure',
      'Strict infection-control and hand-hygiene audits',
    ],
  },
  {
    header: 'Home Medical Services',
    summary: 'Doctors, nurses, physiotherapists and lab staff who come to your home.',
    points: [
      'Doctor home visits and post-operative dressing',
      'Nursing care and injections at home',
      'Home physiotherapy sessions',
      'Sample collection and ECG at home',
    ],
  },
  {
    header: 'Blood Bank',
    summary: 'Screened, component-separated blood available 24 hours a day.',
    points: [
      'Screening for hepatitis B, hepatitis C, HIV, syphilis and malaria',
      'Packed cells, platelets, FFP and cryoprecipitate',
      'Voluntary donor programme and donation camps',
      'Thalassaemia patients registered for regular transfusion',
    ],
  },
  {
    header: 'Operation Theatres',
    summary: 'Modular operation theatres with laminar air flow for every kind of surgery.',
    points: [
      'Laminar air flow and HEPA filtration',
      'Laparoscopic and arthroscopic towers',
      'Dedicated recovery room with trained staff',
      'Day-care surgery with same-day discharge',
    ],
  },
  {
    header: 'Cardiac Cath Lab',
    summary: 'Angiography and primary angioplasty for heart attacks, day and night.',
    points: [
      'Primary PCI for acute myocardial infarction',
      'Diagnostic coronary and peripheral angiography',
      'Permanent and temporary pacemakers',
      'Coronary care unit next door to the lab',
    ],
  },
  {
    header: 'Dialysis Unit',
    summary: 'Haemodialysis in three shifts a day with separate machines for hepatitis patients.',
    points: [
      'Three shifts daily, including Sundays',
      'Separate machines for hepatitis B and C positive patients',
      'Reverse-osmosis water plant tested monthly',
      'Zakat and welfare support for deserving patients',
    ],
  },
  {
    header: 'MRI',
    summary: 'High-field MRI for brain, spine, joints and abdomen, open until midnight.',
    points: [
      'Brain, spine and joint imaging',
      'MR angiography and MRCP',
      'Sedation available for children',
      'Appointments within 24 hours',
    ],
  },
  {
    header: 'CT Scan',
    summary: 'Multi-slice CT with angiography and low-dose protocols.',
    points: [
      'CT angiography and coronary calcium scoring',
      'Low-dose protocols for children',
      'Emergency CT available 24/7',
    ],
  },
  {
    header: 'Physiotherapy & Rehabilitation',
    summary: 'Individual rehabilitation plans after surgery, injury or stroke.',
    points: [
      'Post-operative and sports rehabilitation',
      'Stroke and spinal cord injury rehabilitation',
      'Separate sessions for female patients',
    ],
  },
  {
    header: 'Pharmacy (24 Hours)',
    summary: 'In-house pharmacy open round the clock with cold-chain storage.',
    points: [
      'Original medicines from authorised distributors',
      'Cold-chain storage for vaccines and insulin',
      'Home delivery within the city',
    ],
  },
  {
    header: 'Ambulance Service',
    summary: 'Ambulances with oxygen and trained paramedics, dispatched around the clock.',
    points: [
      'Basic and advanced life-support ambulances',
      'Inter-city patient transfers',
      'Trained paramedics on every call',
    ],
  },
  {
    header: 'Executive Health Check-up',
    summary: 'Complete health screening packages finished in one morning.',
    points: [
      'Basic, comprehensive and cardiac packages',
      'Consultation with a physician on the same day',
      'Corporate packages for employees',
    ],
  },
  {
    header: 'Vaccination Centre',
    summary: 'EPI and private vaccines for children and adults, including travel vaccines.',
    points: [
      'Complete EPI schedule for children',
      'Influenza, hepatitis B and HPV vaccines for adults',
      'Travel vaccines and certificates',
    ],
  },
  {
    header: 'Neonatal ICU (NICU)',
    summary: 'Level III care for premature and sick newborns.',
    points: [
      'Incubators, phototherapy and neonatal ventilators',
      'Neonatologists on call 24/7',
      'Kangaroo mother care encouraged',
    ],
  },
  {
    header: 'Endoscopy Suite',
    summary: 'Upper GI endoscopy, colonoscopy and ERCP under sedation.',
    points: [
      'Diagnostic and therapeutic endoscopy',
      'ERCP for stones in the bile duct',
      'Sedation by an anaesthetist',
    ],
  },
  {
    header: 'Lithotripsy (ESWL)',
    summary: 'Kidney stones treated without surgery, usually in a single session.',
    points: [
      'No incision and no general anaesthesia',
      'Most patients go home the same day',
      'Follow-up X-ray included',
    ],
  },
  {
    header: 'Maternity & Labour Room',
    summary: 'Safe delivery with a 24/7 labour room, obstetricians and a paediatrician on call.',
    points: [
      'Private labour rooms',
      'Epidural analgesia on request',
      'Paediatrician present at every caesarean section',
    ],
  },
  {
    header: 'Dental Clinic',
    summary: 'General, cosmetic and surgical dentistry with digital X-rays.',
    points: ['Root canal treatment and implants', 'Braces and aligners', 'Digital OPG'],
  },
  {
    header: 'Eye Care Centre',
    summary: 'Phaco cataract surgery, glaucoma and retina services.',
    points: [
      'Phaco surgery with foldable lenses',
      'Diabetic retinopathy screening',
      'Free eye camps every quarter',
    ],
  },
  {
    header: 'Diabetes Care Centre',
    summary:
      'One-stop clinic for diabetes with a physician, dietitian, foot care and eye screening.',
    points: [
      'HbA1c and lipid profile on the same visit',
      'Diabetic foot clinic',
      'Insulin education by trained nurses',
    ],
  },
  {
    header: 'Free Dispensary',
    summary:
      'Free consultation and medicines for deserving patients, funded by Zakat and donations.',
    points: [
      'Free OPD consultation six days a week',
      'Medicines from the Zakat fund',
      'Eligibility verified by the social welfare office',
    ],
  },
  {
    header: 'Telemedicine',
    summary: 'Video consultations with consultants for follow-up visits.',
    points: [
      'Book online and pay by card or mobile wallet',
      'E-prescriptions sent by SMS',
      'Follow-ups without travelling to the hospital',
    ],
  },
];

export function serviceEntry(header: string): ServiceEntry {
  const entry = SERVICE_CATALOGUE.find((candidate) => candidate.header === header);
  if (!entry) throw new Error(`No catalogue entry for service ${header}`);
  return entry;
}
