/** The department dropdown of the Find your Consultant panel (spec 000 §5), in order. */
export const DEPARTMENT_OPTIONS = [
  { value: '', label: 'All Departments' },
  { value: 'Medicine', label: 'Medicine' },
  { value: 'Neuro', label: 'Neuro' },
  { value: 'Cardiology', label: 'Cardiology' },
  { value: 'Orthopaedic', label: 'Orthopaedic' },
  { value: 'Radiology', label: 'Radiology' },
] as const;
