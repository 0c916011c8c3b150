/**
 * The static department pages the Departments menu leads to (spec 000 §2: "name, description and
 * details text"). Their addresses and labels are the menu's (content/navigation.ts).
 */

export interface InfoPage {
  /** The page's address, as the menu links it. */
  path: string;
  name: string;
  /** One or two sentences: what it is, for the page's intro and its search-engine description. */
  description: string;
  details: readonly string[];
  /** What patients can have done there. */
  offers: readonly string[];
  /** The Find your Consultant department option that finds its consultants, where there is one. */
  consultantSearch?: string;
}

export const DEPARTMENT_PAGES_CONTENT: readonly InfoPage[] = [
  {
    path: '/cardiology',
    name: 'Cardiology',
    description: 'Heart care around the clock, from the first ECG in Emergency to angioplasty.',
    details: [
      'Our cardiologists see patients with chest pain, breathlessness, high blood pressure and heart failure in the clinic, and are on call for emergencies day and night.',
      'The coronary care unit watches heart patients closely after a heart attack or a procedure.',
    ],
    offers: [
      'ECG and echocardiography',
      'Exercise tolerance test',
      'Holter monitoring',
      'Coronary angiography and angioplasty',
      'Pacemaker implantation',
    ],
    consultantSearch: 'Cardiology',
  },
  {
    path: '/medicine',
    name: 'Medicine',
    description:
      'Diagnosis and care of adults with diabetes, blood pressure, infections and liver disease.',
    details: [
      'The medicine department is often the first stop: our physicians find out what is wrong, treat it, and refer to a specialist when needed.',
      'Patients who need a hospital stay are cared for on the medical wards by the same team.',
    ],
    offers: [
      'General OPD',
      'Diabetes and hypertension clinics',
      'Hepatitis clinic',
      'Dengue management',
      'Executive health check-up',
    ],
    consultantSearch: 'Medicine',
  },
  {
    path: '/generalsurgery',
    name: 'General Surgery',
    description: 'Planned and emergency operations, with keyhole surgery wherever possible.',
    details: [
      'Our surgeons operate on the gall bladder, appendix, hernias, thyroid and breast, mostly by laparoscopy, so patients go home sooner.',
      'Day-care surgery lets many patients have their operation and go home the same day.',
    ],
    offers: [
      'Laparoscopic gall bladder surgery',
      'Hernia repair',
      'Appendectomy',
      'Thyroid and breast surgery',
      'Day-care surgery',
    ],
  },
  {
    path: '/gynaecology',
    name: 'Gynecology & Obstetrics',
    description: 'Care for women, from antenatal visits and delivery to fertility treatment.',
    details: [
      'Our gynaecologists follow mothers through pregnancy, deliver their babies in a labour room open day and night, and care for them afterwards.',
      'The department also treats gynaecological conditions and offers fertility and family planning advice.',
    ],
    offers: [
      'Antenatal clinic',
      'Normal delivery and caesarean section',
      'Labour room, 24/7',
      'Infertility clinic',
      'Family planning',
    ],
  },
  {
    path: '/paeds',
    name: 'Paeds',
    description: 'Care for newborns, children and teenagers, with a neonatal intensive care unit.',
    details: [
      'Our paediatricians see children in the clinic and on the children’s ward, and look after newborns who need special care in the NICU.',
      'Vaccinations follow the national programme, in a clinic kept apart from sick children.',
    ],
    offers: [
      'Well-baby clinic',
      'Vaccination (EPI)',
      'Neonatal ICU',
      'Children’s ward',
      'Thalassaemia day care',
    ],
  },
  {
    path: '/neurology',
    name: 'Neurology',
    description: 'Stroke, epilepsy, headache and disorders of the nerves and muscles.',
    details: [
      'Our neurologists treat strokes as emergencies, and follow patients with epilepsy, migraine and Parkinson’s disease in the clinic.',
      'Nerve tests are done in the department, so patients need not go elsewhere.',
    ],
    offers: [
      'Stroke care',
      'Epilepsy clinic',
      'Headache clinic',
      'EEG',
      'EMG and nerve conduction studies',
    ],
    consultantSearch: 'Neuro',
  },
  {
    path: '/orthopedic',
    name: 'Orthopedic',
    description:
      'Fractures, sports injuries and worn-out joints, including knee and hip replacement.',
    details: [
      'Our orthopaedic surgeons treat broken bones in Emergency and the fracture clinic, and repair injured ligaments by arthroscopy.',
      'Patients with worn-out knees and hips can have them replaced, with physiotherapy to follow.',
    ],
    offers: [
      'Fracture clinic',
      'Knee and hip replacement',
      'Arthroscopy',
      'Spine surgery',
      'Plaster room',
    ],
    consultantSearch: 'Orthopaedic',
  },
];
