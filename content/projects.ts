/**
 * SAMPLE: the group's projects (spec 000 §2: eleven cards), standing in until the hospital
 * supplies its own. Each project's state is here; its title, place and summary are the
 * catalogue's (`copy.projects.items.<id>`, messages/<locale>.json).
 */
export const PROJECTS = [
  { id: 'cardiacCentre', status: 'completed' },
  { id: 'emergencyWing', status: 'completed' },
  { id: 'dialysis', status: 'completed' },
  { id: 'thalassaemia', status: 'inProgress' },
  { id: 'medicalCamps', status: 'inProgress' },
  { id: 'nursingSchool', status: 'inProgress' },
  { id: 'solarPower', status: 'inProgress' },
  { id: 'digitalLabReports', status: 'completed' },
  { id: 'motherAndChild', status: 'planned' },
  { id: 'cancerDayCare', status: 'planned' },
  { id: 'rehabilitation', status: 'planned' },
] as const;
