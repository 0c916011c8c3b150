/**
 * The specialities the hospital's consultants belong to, with every spelling of each seen on the
 * wire or in the site's own lists, what one of its doctors is called, and their Urdu (the
 * glossary's words, docs/translation.md). One place for "which department is this": the Urdu
 * rules (glossary.ts), the department filter and the patient-language search all read it.
 *
 * A speciality's name is its first spelling.
 */

export interface Speciality {
  /** Every spelling of the department's name seen on the wire or in the site's own lists. */
  departments: readonly string[];
  urdu: string;
  /**
   * The name in a patient's words, the department's own name after it in brackets ("Heart
   * (Cardiology)"), as the department filter offers it; the name alone where it is plain English.
   * The Urdu already reads that way.
   */
  patientLabel?: string;
  /** What one of its doctors is called ("Cardiologist"), where the service uses such a word. */
  specialists?: readonly string[];
  urduSpecialist?: string;
  /** A search word for several specialities rather than one of its own (the spec's "Neuro"). */
  covers?: readonly string[];
  /**
   * Who else sees its patients, after its own doctors: where a branch has none, a patient asking
   * for a pulmonologist is shown the physicians.
   */
  otherwise?: readonly string[];
}

/**
 * The general physicians' speciality (the first below): they see first what has no specialist,
 * and a search says so of them in its own words ("a general physician can examine you").
 */
export const GENERAL_MEDICINE = 'Medicine';

export const SPECIALITIES: readonly Speciality[] = [
  {
    departments: ['Medicine', 'General Medicine', 'Internal Medicine'],
    patientLabel: 'General medicine (Medicine)',
    urdu: 'میڈیسن',
    specialists: ['Physician', 'Medical Specialist'],
    urduSpecialist: 'فزیشن',
  },
  {
    departments: ['Family Medicine'],
    patientLabel: 'Family doctor (Family Medicine)',
    urdu: 'فیملی میڈیسن',
    otherwise: ['Medicine'],
  },
  {
    departments: ['Cardiology'],
    patientLabel: 'Heart (Cardiology)',
    urdu: 'امراضِ قلب (Cardiology)',
    specialists: ['Cardiologist'],
    urduSpecialist: 'ماہرِ امراضِ قلب (Cardiologist)',
  },
  {
    departments: ['Cardiac Surgery'],
    patientLabel: 'Heart surgery (Cardiac Surgery)',
    urdu: 'دل کی سرجری (Cardiac Surgery)',
    otherwise: ['Cardiology'],
  },
  {
    departments: ['Neurology'],
    patientLabel: 'Brain and nerves (Neurology)',
    urdu: 'امراضِ دماغ و اعصاب (Neurology)',
    specialists: ['Neurologist'],
    urduSpecialist: 'ماہرِ امراضِ دماغ و اعصاب (Neurologist)',
  },
  {
    departments: ['Neurosurgery', 'Neuro Surgery'],
    patientLabel: 'Brain and spine surgery (Neurosurgery)',
    urdu: 'نیورو سرجری',
    specialists: ['Neurosurgeon', 'Neuro Surgeon'],
    urduSpecialist: 'نیورو سرجن',
  },
  // The consultant finder's search word for Neurology and Neurosurgery together (spec 000 §5).
  {
    departments: ['Neuro'],
    patientLabel: 'Brain, nerves and spine (Neuro)',
    urdu: 'دماغ و اعصاب (Neuro)',
    covers: ['Neurology', 'Neurosurgery'],
  },
  {
    departments: [
      'Orthopaedics',
      'Orthopedics',
      'Orthopaedic',
      'Orthopedic',
      'Orthopaedic Surgery',
      'Orthopedic Surgery',
    ],
    patientLabel: 'Bones and joints (Orthopaedics)',
    urdu: 'امراضِ ہڈی و جوڑ (Orthopaedics)',
    specialists: ['Orthopaedic Surgeon', 'Orthopedic Surgeon'],
    urduSpecialist: 'آرتھوپیڈک سرجن',
  },
  {
    departments: ['Radiology'],
    patientLabel: 'X-ray and scans (Radiology)',
    urdu: 'ریڈیالوجی',
    specialists: ['Radiologist'],
    urduSpecialist: 'ریڈیالوجسٹ',
  },
  {
    departments: ['General Surgery'],
    patientLabel: 'Surgery (General Surgery)',
    urdu: 'جنرل سرجری',
    specialists: ['General Surgeon'],
    urduSpecialist: 'جنرل سرجن',
  },
  // The chair a surgery professor holds ("Professor of Surgery").
  {
    departments: ['Surgery'],
    patientLabel: 'Surgery',
    urdu: 'سرجری',
    specialists: ['Surgeon'],
    urduSpecialist: 'سرجن',
    covers: ['General Surgery'],
  },
  {
    departments: [
      'Gynaecology & Obstetrics',
      'Gynecology & Obstetrics',
      'Obstetrics & Gynaecology',
      'Obstetrics & Gynecology',
      'Gynaecology',
      'Gynecology',
      'Gynae & Obs',
      'Obs & Gynae',
      'Gynae',
    ],
    patientLabel: 'Women and pregnancy (Gynaecology & Obstetrics)',
    urdu: 'امراضِ نسواں و زچگی (Gynae)',
    specialists: ['Gynaecologist', 'Gynecologist'],
    urduSpecialist: 'ماہرِ امراضِ نسواں (Gynaecologist)',
  },
  {
    departments: ['Paediatrics', 'Pediatrics', 'Paeds', 'Peds'],
    patientLabel: 'Children (Paediatrics)',
    urdu: 'امراضِ اطفال (Paediatrics)',
    specialists: ['Paediatrician', 'Pediatrician'],
    urduSpecialist: 'ماہرِ امراضِ اطفال (Paediatrician)',
  },
  {
    departments: ['Neonatology'],
    patientLabel: 'Newborn babies (Neonatology)',
    urdu: 'نوزائیدہ بچوں کا شعبہ (Neonatology)',
    otherwise: ['Paediatrics'],
  },
  {
    departments: ['ENT', 'Ear Nose & Throat', 'Ear Nose & Throat (ENT)', 'Otorhinolaryngology'],
    patientLabel: 'Ear, nose and throat (ENT)',
    urdu: 'ناک، کان، گلا (ENT)',
    specialists: ['ENT Surgeon', 'ENT Specialist'],
    urduSpecialist: 'ماہرِ ناک، کان، گلا (ENT)',
  },
  {
    departments: ['Dermatology'],
    patientLabel: 'Skin (Dermatology)',
    urdu: 'امراضِ جلد (Dermatology)',
    specialists: ['Dermatologist'],
    urduSpecialist: 'ماہرِ امراضِ جلد (Dermatologist)',
    otherwise: ['Dermatology & Cosmetology'],
  },
  {
    departments: ['Dermatology & Cosmetology'],
    patientLabel: 'Skin and cosmetic care (Dermatology & Cosmetology)',
    urdu: 'امراضِ جلد و کاسمیٹک علاج (Dermatology)',
    otherwise: ['Dermatology'],
  },
  {
    departments: ['Urology'],
    patientLabel: 'Kidney, bladder and prostate (Urology)',
    urdu: 'امراضِ گردہ و مثانہ (Urology)',
    specialists: ['Urologist'],
    urduSpecialist: 'ماہرِ امراضِ گردہ و مثانہ (Urologist)',
  },
  {
    departments: ['Nephrology'],
    patientLabel: 'Kidneys (Nephrology)',
    urdu: 'امراضِ گردہ (Nephrology)',
    specialists: ['Nephrologist'],
    urduSpecialist: 'ماہرِ امراضِ گردہ (Nephrologist)',
  },
  {
    departments: ['Gastroenterology'],
    patientLabel: 'Stomach and liver (Gastroenterology)',
    urdu: 'امراضِ معدہ و جگر (Gastroenterology)',
    specialists: ['Gastroenterologist'],
    urduSpecialist: 'ماہرِ امراضِ معدہ و جگر (Gastroenterologist)',
  },
  {
    departments: ['Pulmonology', 'Chest Medicine'],
    patientLabel: 'Chest and lungs (Pulmonology)',
    urdu: 'امراضِ سینہ (Pulmonology)',
    specialists: ['Pulmonologist', 'Chest Specialist', 'Chest Physician'],
    urduSpecialist: 'ماہرِ امراضِ سینہ (Pulmonologist)',
    otherwise: ['Medicine'],
  },
  {
    departments: ['Psychiatry'],
    patientLabel: 'Mental health (Psychiatry)',
    urdu: 'نفسیاتی امراض (Psychiatry)',
    specialists: ['Psychiatrist'],
    urduSpecialist: 'ماہرِ نفسیاتی امراض (Psychiatrist)',
  },
  {
    departments: ['Oncology'],
    patientLabel: 'Cancer (Oncology)',
    urdu: 'کینسر کا علاج (Oncology)',
    specialists: ['Oncologist'],
    urduSpecialist: 'کینسر اسپیشلسٹ (Oncologist)',
    otherwise: ['General Surgery', 'Medicine'],
  },
  {
    departments: ['Endocrinology', 'Diabetes & Endocrinology'],
    patientLabel: 'Diabetes and hormones (Endocrinology)',
    urdu: 'ذیابیطس و غدود (Endocrinology)',
    specialists: ['Endocrinologist'],
    urduSpecialist: 'ماہرِ ذیابیطس و غدود (Endocrinologist)',
    otherwise: ['Medicine'],
  },
  {
    departments: ['Haematology', 'Hematology'],
    patientLabel: 'Blood (Haematology)',
    urdu: 'امراضِ خون (Haematology)',
    specialists: ['Haematologist', 'Hematologist'],
    urduSpecialist: 'ماہرِ امراضِ خون (Haematologist)',
    otherwise: ['Medicine'],
  },
  {
    departments: ['Rheumatology'],
    patientLabel: 'Joint pain and arthritis (Rheumatology)',
    urdu: 'جوڑوں کا درد و گٹھیا (Rheumatology)',
    specialists: ['Rheumatologist'],
    urduSpecialist: 'ماہرِ جوڑوں کا درد و گٹھیا (Rheumatologist)',
    otherwise: ['Medicine', 'Orthopaedics'],
  },
  {
    departments: ['Plastic Surgery'],
    patientLabel: 'Plastic surgery',
    urdu: 'پلاسٹک سرجری',
    specialists: ['Plastic Surgeon'],
    urduSpecialist: 'پلاسٹک سرجن',
    otherwise: ['General Surgery', 'Dermatology'],
  },
  {
    departments: ['Pain Management'],
    patientLabel: 'Pain clinic (Pain Management)',
    urdu: 'درد کا علاج (Pain Management)',
    otherwise: ['Medicine', 'Orthopaedics'],
  },
  {
    departments: ['Eyes', 'Eye', 'Ophthalmology'],
    patientLabel: 'Eyes (Ophthalmology)',
    urdu: 'امراضِ چشم (Eye)',
    specialists: ['Ophthalmologist', 'Eye Specialist', 'Eye Surgeon'],
    urduSpecialist: 'ماہرِ امراضِ چشم (Eye Specialist)',
  },
  {
    departments: ['Dental', 'Dentistry', 'Dental Surgery'],
    patientLabel: 'Teeth (Dental)',
    urdu: 'دانتوں کا علاج (Dental)',
    specialists: ['Dental Surgeon', 'Dentist'],
    urduSpecialist: 'ڈینٹل سرجن',
    otherwise: ['Dental & Maxillofacial'],
  },
  {
    departments: ['Dental & Maxillofacial'],
    patientLabel: 'Teeth, mouth and jaw (Dental & Maxillofacial)',
    urdu: 'دانت، منہ و جبڑے کا علاج (Dental)',
    otherwise: ['Dental', 'Oral & Maxillofacial Surgery'],
  },
  {
    departments: ['Oral & Maxillofacial Surgery', 'Maxillofacial Surgery'],
    patientLabel: 'Mouth and jaw surgery (Maxillofacial Surgery)',
    urdu: 'منہ و جبڑے کی سرجری (Maxillofacial Surgery)',
    specialists: ['Oral & Maxillofacial Surgeon', 'Maxillofacial Surgeon'],
    urduSpecialist: 'منہ و جبڑے کے سرجن (Maxillofacial Surgeon)',
    otherwise: ['Dental', 'Dental & Maxillofacial'],
  },
  {
    departments: ['Anesthesiology', 'Anaesthesiology', 'Anaesthesia', 'Anesthesia'],
    patientLabel: 'Anaesthesia',
    urdu: 'بے ہوشی (Anaesthesia)',
    specialists: ['Anaesthetist', 'Anesthetist', 'Anesthesiologist', 'Anaesthesiologist'],
    urduSpecialist: 'ماہرِ بے ہوشی (Anaesthetist)',
  },
  {
    departments: ['Diet & Nutrition', 'Nutrition', 'Dietetics'],
    patientLabel: 'Diet and nutrition',
    urdu: 'خوراک و غذائیت (Diet & Nutrition)',
    specialists: ['Dietitian', 'Nutritionist'],
    urduSpecialist: 'ماہرِ غذائیت (Nutritionist)',
    otherwise: ['Medicine', 'Endocrinology'],
  },
  {
    departments: ['Emergency', 'Accident & Emergency', 'A&E'],
    patientLabel: 'Emergency',
    urdu: 'ایمرجنسی',
    specialists: ['Emergency Physician'],
    urduSpecialist: 'ایمرجنسی فزیشن',
    otherwise: ['Medicine'],
  },
  {
    departments: ['Critical Care', 'Intensive Care', 'ICU'],
    patientLabel: 'Intensive care (ICU)',
    urdu: 'انتہائی نگہداشت (ICU)',
    otherwise: ['Medicine'],
  },
  {
    departments: ['Pathology', 'Laboratory'],
    patientLabel: 'Laboratory tests (Pathology)',
    urdu: 'لیبارٹری (Pathology)',
    specialists: ['Pathologist'],
    urduSpecialist: 'پیتھالوجسٹ',
  },
  {
    departments: ['Physiotherapy', 'Physical Therapy'],
    patientLabel: 'Physiotherapy',
    urdu: 'فزیوتھراپی',
    specialists: ['Physiotherapist'],
    urduSpecialist: 'فزیوتھراپسٹ',
    otherwise: ['Orthopaedics'],
  },
  // The departments the careers feed names beyond the clinical ones.
  { departments: ['Nursing'], urdu: 'نرسنگ' },
  { departments: ['Pharmacy'], urdu: 'فارمیسی' },
  { departments: ['Patient Services'], urdu: 'مریضوں کی سہولت (Patient Services)' },
  { departments: ['Information Technology', 'IT'], urdu: 'انفارمیشن ٹیکنالوجی (IT)' },
  { departments: ['Biomedical Engineering'], urdu: 'بائیو میڈیکل انجینئرنگ' },
  { departments: ['Transport'], urdu: 'ٹرانسپورٹ' },
  { departments: ['Administration'], urdu: 'انتظامیہ (Administration)' },
];

/**
 * A name reduced to what tells names apart: lower case words, "&" read as "and", dots, brackets
 * and commas dropped ("Ear, Nose & Throat (ENT)" and "ear nose and throat ent" are the same).
 */
export function termKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function indexBy<T>(
  items: readonly T[],
  names: (item: T) => readonly string[],
): Map<string, T> {
  return new Map(items.flatMap((item) => names(item).map((name) => [termKey(name), item])));
}

export const BY_DEPARTMENT = indexBy(SPECIALITIES, (speciality) => speciality.departments);
export const BY_SPECIALIST = indexBy(SPECIALITIES, (speciality) => speciality.specialists ?? []);

/** A speciality's name: the first of its spellings. */
export const specialityName = (speciality: Speciality): string => speciality.departments[0]!;

const NAMES = new Set(SPECIALITIES.map(specialityName));

/** Whether the text is a speciality's name as the department filter offers it ("Cardiology"). */
export const isSpecialityName = (text: string): boolean => NAMES.has(text);

/** The speciality a department's name (any spelling) is, or null when it is not known. */
export function specialityOf(department: string | null | undefined): Speciality | null {
  return department ? (BY_DEPARTMENT.get(termKey(department)) ?? null) : null;
}

/** The specialities a speciality's name stands for: itself, or those it covers ("Neuro"). */
export const coveredBy = (asked: Speciality): readonly string[] =>
  asked.covers ?? [specialityName(asked)];

/** Whether `own` is the speciality asked for, or one the asked one covers ("Neuro", Neurology). */
export function isCoveredBy(own: Speciality | null, asked: Speciality | null): boolean {
  return own !== null && asked !== null && coveredBy(asked).includes(specialityName(own));
}

/**
 * The speciality of a consultant: the department's, or, for a record without a known department,
 * the specialist its designation ends with ("Consultant Cardiologist").
 */
export function consultantSpeciality(consultant: {
  department: string | null;
  designation: string | null;
}): Speciality | null {
  const byDepartment = specialityOf(consultant.department);
  if (byDepartment || !consultant.designation) return byDepartment;
  const words = termKey(consultant.designation).split(' ');
  for (let start = 0; start < words.length; start += 1) {
    const specialist = BY_SPECIALIST.get(words.slice(start).join(' '));
    if (specialist) return specialist;
  }
  return null;
}
