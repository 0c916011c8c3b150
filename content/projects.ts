import { messages } from '@/domain/messages';
/**
 * SAMPLE: the group's projects. The specification gives eleven cards but not what they say; these
 * stand in until the hospital supplies its own.
 */

export type ProjectStatus = 'Completed' | 'In progress' | 'Planned';

export interface Project {
  title: string;
  location: string;
  status: ProjectStatus;
  summary: string;
}

export const PROJECTS: readonly Project[] = [
  {
    title: 'Cardiac centre',
    location: 'DHA, Lahore',
    status: 'Completed',
    summary: 'A catheterisation laboratory and a coronary care unit, open day and night.',
  },
  {
    title: 'New emergency wing',
    location: 'Allama Iqbal Town, Lahore',
    status: 'Completed',
    summary: 'Twice the emergency beds, with a separate entrance for ambulances.',
  },
  {
    title: 'Dialysis unit',
    location: 'Akhtar Saeed Trust Hospital, Lahore',
    status: 'Completed',
    summary: 'Free dialysis for patients with kidney failure, three sessions a week.',
  },
  {
    title: 'Thalassaemia care',
    location: 'West Wood, Lahore',
    status: 'In progress',
    summary: 'Regular transfusions and follow-up for children with thalassaemia, free of charge.',
  },
  {
    title: 'Free medical camps',
    location: 'Lahore and Islamabad',
    status: 'In progress',
    summary: 'Monthly camps in villages around both cities, with consultants, medicines and tests.',
  },
  {
    title: 'School of nursing',
    location: 'Lahore',
    status: 'In progress',
    summary: 'Training the nurses our hospitals and the country need, with scholarships.',
  },
  {
    title: 'Solar power',
    location: messages.finder.allBranches,
    status: 'In progress',
    summary: 'Solar panels on every roof, so that lights and machines keep running in a power cut.',
  },
  {
    title: 'Digital lab reports',
    location: messages.finder.allBranches,
    status: 'Completed',
    summary: 'Patients read their test results online, without a second trip to the hospital.',
  },
  {
    title: 'Mother and child wing',
    location: 'Bahria Enclave, Islamabad',
    status: 'Planned',
    summary: 'A maternity unit with a neonatal intensive care unit.',
  },
  {
    title: 'Cancer day-care centre',
    location: 'Islamabad (Bahria Golf City)',
    status: 'Planned',
    summary: 'Chemotherapy close to home, so patients need not travel to another city.',
  },
  {
    title: 'Rehabilitation centre',
    location: 'Doctors Hospital Johar Town, Lahore',
    status: 'Planned',
    summary: 'Physiotherapy and rehabilitation after strokes, injuries and surgery.',
  },
];
