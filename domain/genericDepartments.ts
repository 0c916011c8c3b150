/**
 * The general department list the legacy site hard-coded (spec 000 §3), in its order. The ids are
 * as the legacy list had them: medicine carries id 18, and Diet & Nutrition repeats it.
 */
export interface GenericDepartment {
  id: number;
  name: string;
  /** Site path of the department's picture. */
  image: string;
}

const NAMES: [number, string][] = [
  [1, 'Cardiology'],
  [2, 'Neurology'],
  [18, 'medicine'],
  [3, 'Oncology'],
  [4, 'Orthopedics'],
  [5, 'Pediatrics'],
  [6, 'Psychiatry'],
  [7, 'Radiology'],
  [8, 'Plastic Surgery'],
  [9, 'Nephrology'],
  [10, 'Pulmonology'],
  [11, 'Pain Management'],
  [12, 'Gastroenterology'],
  [13, 'Ear Nose & Throat (ENT)'],
  [14, 'Eyes'],
  [15, 'Dental & Maxillofacial'],
  [16, 'Dermatology & Cosmetology'],
  [17, 'Anesthesiology'],
  [18, 'Diet & Nutrition'],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const GENERIC_DEPARTMENTS: readonly GenericDepartment[] = NAMES.map(([id, name]) => ({
  id,
  name,
  image: `/images/departments/${slug(name)}.svg`,
}));
