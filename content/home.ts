/** The group home page's own copy (spec 000 §2). */
import { messages } from '@/domain/messages';

export interface ValueCard {
  title: string;
  text: string;
}

export const HOME = {
  heroHeading: 'Care you can trust, close to home',
  heroText:
    'Seven hospitals in Lahore and Islamabad, open day and night. Find a consultant, book an appointment, or call us any time.',
  differentHeading: "We're Different",
  differentText:
    'We are a family of hospitals run for patients, not for profit alone: our Akhtar Saeed Trust Hospital gives all of its care in charity, and West Wood keeps 120 of its 220 beds for patients who cannot pay. Every branch shares the same standards, the same consultants and the same welcome.',
  values: [
    {
      title: 'Easy Appointments',
      text: 'Book online or by phone at any branch, and see the consultant you chose.',
    },
    {
      title: 'Comprehensive Services',
      text: 'From emergency and intensive care to laboratory, blood bank and home medical services.',
    },
    {
      title: 'Innovative Solutions',
      text: 'Modern operation theatres, digital lab reports and online payment for medicines.',
    },
    {
      title: 'Patient-Centered Care',
      text: 'We listen, we explain, and we treat every patient with dignity, whatever they can pay.',
    },
  ] satisfies ValueCard[],
  whatWeDoHeading: 'What We Do',
  whatWeDoText:
    'Our branches offer round-the-clock emergency care, specialist clinics and the services that support them.',
  newsHeading: messages.pages.pressrelease.title,
} as const;
