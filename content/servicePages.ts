import type { InfoPage } from './departmentPages';

/** The static service pages the Services menu leads to (spec 000 §2). */
export const SERVICE_PAGES_CONTENT: readonly InfoPage[] = [
  {
    path: '/homemedical',
    name: 'Home Medical Services',
    description:
      'Nursing, tests and doctor visits at home, for patients who cannot easily come to us.',
    details: [
      'Our nurses and doctors visit patients at home after an operation, during a long illness or in old age.',
      'Blood samples can be taken at home and the reports read online.',
    ],
    offers: [
      'Nursing care at home',
      'Doctor visits',
      'Home sample collection',
      'Injections and drips',
      'Wound care',
    ],
  },
  {
    path: '/bloodbank',
    name: 'Blood Bank',
    description: 'Safe, screened blood and blood products, day and night.',
    details: [
      'Every donation is screened for hepatitis B and C, HIV, syphilis and malaria before it is used.',
      'Donors are welcome every day; one donation can help up to three patients.',
    ],
    offers: [
      'Whole blood',
      'Packed red cells',
      'Platelets',
      'Fresh frozen plasma',
      'Blood donation',
    ],
  },
  {
    path: '/emergency',
    name: 'Emergency',
    description: 'Emergency care 24 hours a day, 7 days a week, at every branch.',
    details: [
      'Patients are seen in order of need, not arrival: a triage nurse sees everyone first.',
      'Consultants of every speciality are on call, with theatres, the lab and imaging open all night.',
    ],
    offers: ['Triage', 'Resuscitation', 'Trauma care', 'Poisoning management', 'Ambulance service'],
  },
  {
    path: '/fhlaboratory',
    name: 'FH Laboratory',
    description: 'A fully automated laboratory, with reports online as soon as they are approved.',
    details: [
      'The laboratory runs blood, urine and tissue tests for all our branches, checked by consultant pathologists.',
      'Patients can read their reports online with the patient or test id on their receipt.',
    ],
    offers: [
      'Haematology',
      'Clinical chemistry',
      'Microbiology and culture',
      'Histopathology',
      'Home sample collection',
    ],
  },
  {
    path: '/icu',
    name: 'I.C.U',
    description: 'Intensive care for the most seriously ill, with a nurse beside every bed.',
    details: [
      'Our intensive care units have ventilators, monitoring and intensive care specialists day and night.',
      'Families are kept informed at a fixed time every day, and at any time when something changes.',
    ],
    offers: [
      'Ventilation',
      'Continuous monitoring',
      'Dialysis in the ICU',
      'High-dependency beds',
      'Daily family updates',
    ],
  },
  {
    path: '/operationtheatre',
    name: 'Operation theatre',
    description: 'Modern operation theatres for planned and emergency surgery.',
    details: [
      'Our theatres are equipped for laparoscopic, orthopaedic, gynaecological and general surgery, with a recovery room beside them.',
      'Emergency theatres are ready around the clock.',
    ],
    offers: [
      'Laparoscopic surgery',
      'Orthopaedic surgery',
      'Caesarean section',
      'Day-care surgery',
      'Recovery room',
    ],
  },
];
