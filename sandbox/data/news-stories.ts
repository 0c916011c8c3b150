/**
 * What a hospital group in Lahore and Islamabad posts as news and events: health camps, awareness
 * days, inaugurations, admissions and timings. Each story is written for a place and a year, so
 * one story can be told by several branches.
 */

export interface Story {
  headline: (place: string, year: number) => string;
  /** Awareness days and religious holidays fall on a known date; other stories on a random one. */
  date?: (year: number) => readonly [month: number, day: number];
  paragraphs: (place: string, year: number) => readonly string[];
  highlights: readonly string[];
  /** Rows of a programme or timings table, when the post has one. */
  schedule?: ReadonlyArray<readonly [string, string]>;
}

export const GROUP_PLACE = 'Farooq Group of Hospitals';

function fixed(month: number, day: number): Story['date'] {
  return () => [month, day];
}

/** Dates that move with the lunar calendar (or the weekday), for the years the data spans. */
function byYear(dates: Readonly<Record<number, readonly [number, number]>>): Story['date'] {
  return (year) => dates[year] ?? [1, 1];
}

export const STORIES: readonly Story[] = [
  {
    headline: (place, year) => `World Heart Day ${year}: Free Cardiac Screening at ${place}`,
    date: fixed(9, 29),
    paragraphs: (place) => [
      `To mark World Heart Day, ${place} held a free cardiac screening camp and an awareness seminar for the public.`,
      'Consultant cardiologists spoke about controlling blood pressure, quitting smoking and walking for thirty minutes a day.',
    ],
    highlights: [
      'Free ECG and blood pressure checks',
      'Random blood sugar testing',
      'Lipid profile at 50% discount',
    ],
    schedule: [
      ['10:00 AM', 'Registration and screening'],
      ['11:30 AM', 'Seminar: Use Heart, Know Heart'],
      ['1:00 PM', 'Question and answer session'],
    ],
  },
  {
    headline: (place) => `Free Eye Camp at ${place}`,
    paragraphs: (place) => [
      `${place} organised a free eye camp in collaboration with local welfare organisations.`,
      'Patients were examined by consultant ophthalmologists, and those needing cataract surgery were registered for free operations.',
    ],
    highlights: [
      'Free eye examination',
      'Free spectacles for children',
      'Cataract surgery registration',
    ],
  },
  {
    headline: (place) => `Inauguration of New 1.5 Tesla MRI Machine at ${place}`,
    paragraphs: (place) => [
      `A new 1.5 Tesla MRI machine was inaugurated at ${place}, cutting waiting times for brain, spine and joint scans.`,
      'The Chief Executive thanked the radiology team and announced a discount for the first month.',
    ],
    highlights: [
      'Faster scans with less noise',
      'Open until midnight',
      '20% discount in the first month',
    ],
  },
  {
    headline: (_place, year) => `Ramadan ${year} OPD and Pharmacy Timings`,
    date: byYear({ 2023: [3, 21], 2024: [3, 10], 2025: [2, 28] }),
    paragraphs: (place) => [
      `During the holy month of Ramadan, OPD and pharmacy timings at ${place} will change as follows.`,
      'Emergency, laboratory and pharmacy services remain open 24 hours.',
    ],
    highlights: ['Emergency open 24/7', 'Laboratory sample collection until 2:00 AM'],
    schedule: [
      ['Morning OPD', '9:00 AM - 2:00 PM'],
      ['Evening OPD', '9:30 PM - 12:30 AM'],
      ['Pharmacy', '24 hours'],
    ],
  },
  {
    headline: (_place, year) => `Admissions Open: School of Nursing Session ${year}`,
    paragraphs: (place) => [
      `Applications are invited for the BSN (Generic) and Post RN programmes at the School of Nursing of ${place}.`,
      'The school is recognised by the Pakistan Nursing & Midwifery Council and affiliated with the University of Health Sciences, Lahore.',
    ],
    highlights: [
      'BSN Generic (4 years)',
      'Post RN BSN (2 years)',
      'Hostel facility for female students',
      'Merit scholarships',
    ],
  },
  {
    headline: (place) => `Blood Donation Drive at ${place}`,
    paragraphs: (place) => [
      `The blood bank of ${place} held a voluntary blood donation drive for thalassaemia children.`,
      'More than one hundred donors, including students and staff, donated blood.',
    ],
    highlights: ['Free blood grouping', 'Donor cards issued', 'Refreshments for donors'],
  },
  {
    headline: (_place, year) => `Pink October ${year}: Breast Cancer Awareness Walk`,
    date: fixed(10, 15),
    paragraphs: (place) => [
      `Doctors, nurses and students of ${place} walked to raise awareness of early detection of breast cancer.`,
      'Free clinical breast examination and discounted mammography were offered throughout October.',
    ],
    highlights: [
      'Free clinical breast examination',
      'Mammography at a discounted rate',
      'Self-examination training',
    ],
  },
  {
    headline: (place) => `World Diabetes Day: Free Sugar Testing at ${place}`,
    date: fixed(11, 14),
    paragraphs: (place) => [
      `On World Diabetes Day ${place} offered free blood sugar and HbA1c testing.`,
      'Dietitians gave advice on healthy eating and diabetic foot care.',
    ],
    highlights: ['Free HbA1c test', 'Diet counselling', 'Diabetic foot examination'],
  },
  {
    headline: (place) => `Dengue Awareness Session at ${place}`,
    paragraphs: (place) => [
      `With dengue cases rising after the monsoon, ${place} held an awareness session for the community.`,
      'Speakers explained the warning signs of dengue fever and how to remove standing water around homes.',
    ],
    highlights: [
      'Warning signs of dengue',
      'Free CBC and platelet count',
      'Larvicide demonstration',
    ],
  },
  {
    headline: (place) => `Free Hepatitis Screening Camp at ${place}`,
    date: fixed(7, 28),
    paragraphs: (place) => [
      `On World Hepatitis Day ${place} screened hundreds of people for hepatitis B and C.`,
      'Positive patients were referred to the liver clinic for free consultation.',
    ],
    highlights: ['Free hepatitis B and C screening', 'Hepatitis B vaccination at cost price'],
  },
  {
    headline: (place) => `World Kidney Day Seminar at ${place}`,
    date: byYear({ 2023: [3, 9], 2024: [3, 14], 2025: [3, 13] }),
    paragraphs: (place) => [
      `The nephrology department of ${place} held a seminar on preventing chronic kidney disease.`,
      'Patients on dialysis shared their experiences, and free urine and creatinine tests were offered.',
    ],
    highlights: ['Free serum creatinine test', 'Talk on kidney stones', 'Dialysis unit tour'],
  },
  {
    headline: (place) => `CME on Management of Stroke held at ${place}`,
    paragraphs: (place) => [
      `A continuing medical education session on acute stroke management was held at ${place}.`,
      'Neurologists discussed thrombolysis, the stroke unit pathway and rehabilitation.',
    ],
    highlights: ['CME credit hours awarded', 'Case presentations by residents'],
  },
  {
    headline: (place, year) => `Independence Day ${year} Celebrated at ${place}`,
    date: fixed(8, 14),
    paragraphs: (place) => [
      `Staff and patients of ${place} celebrated Independence Day with a flag-hoisting ceremony.`,
      'Children in the paediatric ward received gifts, and a tree plantation drive was held.',
    ],
    highlights: ['Flag-hoisting ceremony', 'Tree plantation drive', 'Gifts for admitted children'],
  },
  {
    headline: (place) => `Polio Vaccination Campaign at ${place}`,
    paragraphs: (place) => [
      `${place} joined the national polio eradication campaign as a permanent vaccination centre.`,
      'All children under five visiting the hospital were given polio drops free of cost.',
    ],
    highlights: ['Free polio drops for children under five', 'Vaccination cards updated'],
  },
  {
    headline: (_place, year) => `Eid ul Adha ${year} Holidays Schedule`,
    date: byYear({ 2023: [6, 27], 2024: [6, 15], 2025: [6, 5] }),
    paragraphs: (place) => [
      `During the Eid holidays OPDs at ${place} will remain closed.`,
      'Emergency, ICU, laboratory, radiology and pharmacy services will work as usual.',
    ],
    highlights: ['Emergency open 24/7', 'OPD resumes after Eid'],
  },
  {
    headline: (place) => `Thalassaemia Awareness Day at ${place}`,
    date: fixed(5, 8),
    paragraphs: (place) => [
      `${place} marked International Thalassaemia Day with a seminar on pre-marital screening.`,
      'Families of registered thalassaemia children were honoured for their courage.',
    ],
    highlights: ['Free Hb electrophoresis for couples', 'Talk on pre-marital screening'],
  },
  {
    headline: (place) => `Capping Ceremony of Nursing Students at ${place}`,
    paragraphs: (place) => [
      `The School of Nursing at ${place} held a capping ceremony for its new batch of students.`,
      'Students took the Nightingale pledge in the presence of their families.',
    ],
    highlights: ['Nightingale pledge', 'Awards for position holders'],
  },
  {
    headline: (place) => `${place} Signs MoU with University of Health Sciences`,
    paragraphs: (place) => [
      `${place} signed a memorandum of understanding with the University of Health Sciences, Lahore for research and training.`,
      'Postgraduate trainees will rotate through the hospital’s clinical departments.',
    ],
    highlights: ['Joint research projects', 'Training rotations for postgraduates'],
  },
  {
    headline: (place) => `World Health Day Walk at ${place}`,
    date: fixed(4, 7),
    paragraphs: (place) => [
      `Doctors and staff of ${place} walked to mark World Health Day under the theme "My Health, My Right".`,
      'A free medical camp was held after the walk.',
    ],
    highlights: ['Free medical camp', 'Blood pressure and sugar checks'],
  },
  {
    headline: (place) => `1000 Open Heart Surgeries Completed at ${place}`,
    paragraphs: (place) => [
      `The cardiac surgery team of ${place} completed its 1000th open heart surgery.`,
      'The milestone was celebrated with patients who had surgery at the hospital.',
    ],
    highlights: ['CABG and valve replacement', 'Success rate above international benchmarks'],
  },
  {
    headline: (place) => `Free Medical Camp for Flood-Affected Families by ${place}`,
    paragraphs: (place) => [
      `A team of doctors and paramedics from ${place} held a free medical camp for flood-affected families.`,
      'Medicines, water purification tablets and food hampers were distributed.',
    ],
    highlights: ['Free medicines', 'Water purification tablets', 'Food hampers'],
  },
  {
    headline: (place) => `Mother’s Day: Free Antenatal Check-ups at ${place}`,
    date: byYear({ 2023: [5, 14], 2024: [5, 12], 2025: [5, 11] }),
    paragraphs: (place) => [
      `${place} offered free antenatal check-ups and ultrasound to expectant mothers on Mother’s Day.`,
      'Gynaecologists talked about nutrition and warning signs during pregnancy.',
    ],
    highlights: ['Free antenatal check-up', 'Free obstetric ultrasound'],
  },
  {
    headline: (place) => `New Dialysis Machines Installed at ${place}`,
    paragraphs: (place) => [
      `Six new haemodialysis machines were installed at ${place}, adding a fourth daily shift.`,
      'The machines were donated by philanthropists through the hospital welfare trust.',
    ],
    highlights: [
      'Six new machines',
      'A fourth daily shift',
      'Free dialysis for deserving patients',
    ],
  },
  {
    headline: (place) => `Basic Life Support Training for Staff at ${place}`,
    paragraphs: (place) => [
      `${place} trained its nurses and paramedics in basic life support and CPR.`,
      'The course was certified by the American Heart Association.',
    ],
    highlights: ['Hands-on CPR practice', 'AHA certification'],
  },
  {
    headline: (place) => `Anti-Smoking Seminar at ${place}`,
    date: fixed(5, 31),
    paragraphs: (place) => [
      `On World No Tobacco Day ${place} held a seminar on the dangers of smoking and sheesha.`,
      'Free lung function tests were offered to smokers.',
    ],
    highlights: ['Free spirometry', 'Quit-smoking counselling'],
  },
];
