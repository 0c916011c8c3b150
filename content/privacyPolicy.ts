/** The privacy policy: what this website does with what patients send through it. */

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export const PRIVACY_POLICY_UPDATED = '2026-11-01';

export const PRIVACY_POLICY: readonly PolicySection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'This is the website of Farooq Group Of Hospitals, which runs hospitals in Lahore and Islamabad. This policy explains what information the website handles, why, and what you can ask of us.',
    ],
  },
  {
    heading: 'What you send us',
    paragraphs: ['The website only handles what you choose to give it:'],
    list: [
      'Appointment requests and complaints: your name, e-mail address, phone number if you give it, the branch, the date and what you write. They are sent to the branch by e-mail through a third-party e-mail service.',
      'The newsletter: your e-mail address, sent to us the same way.',
      'Lab reports: the test or patient id you type is passed to the laboratory of your branch to find your reports. The website does not store it, does not cache the reports, and does not write the id in its logs.',
      'Medicines paid for online: your name, mobile number, e-mail address and address go to the PayPro payment gateway with the order. Card and bank details are entered on the gateway’s own pages; the website never sees them.',
    ],
  },
  {
    heading: 'What we do not do',
    paragraphs: [
      'We do not use advertising or tracking cookies, we do not sell or share your information for marketing, and we do not build profiles of visitors.',
    ],
  },
  {
    heading: 'Server logs',
    paragraphs: [
      'Like every website, ours keeps short technical logs (the address asked for, the time, and whether it worked) to keep the site running and safe. They never contain patient ids or the contents of forms, and they are deleted after 30 days.',
    ],
  },
  {
    heading: 'How long we keep information',
    paragraphs: [
      'Appointment requests and complaints are kept by the branch for as long as it needs them to help you and as the law requires for medical records. You can leave the newsletter at any time.',
    ],
  },
  {
    heading: 'Keeping it safe',
    paragraphs: [
      'The website is served over an encrypted connection (HTTPS). Lab reports travel from the laboratory to you through our server, never over an unencrypted connection to your browser.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask us what we hold about you, ask us to correct it, or ask us to delete what we are not required to keep. Write to us or call us, and we will answer within 30 days.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Parents and guardians may book appointments and read lab reports for their children. We do not knowingly collect information from children themselves.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Questions about this policy: privacy@farooqhospitals.example (SAMPLE address), or our general number (042) 111 223 377.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we will change the date at the top of this page. Important changes will also be announced on the home page.',
    ],
  },
];
