import { messages } from '@/domain/messages';

/**
 * Facts about the group that the legacy site hard-coded in its pages. Its words (name, short name,
 * address, tagline) are the catalogue's, `group.*` and the home page's title; here they are the
 * English, for what is English alone (the manifest, search engines' structured data, the API).
 */
export const GROUP = {
  name: messages.pages.home.title,
  shortName: messages.group.shortName,
  /** The hospital's general number (spec 001 §2, Contact page). */
  phone: '(042) 111 223 377',
  /**
   * The group's WhatsApp number in international digits (923001234567), or null for none: the
   * phone bar offers WhatsApp only when there is one. The specification names none.
   */
  whatsapp: null as string | null,
  /** SAMPLE: the specification leaves the footer's Lahore address and info e-mail out. */
  address: messages.group.address,
  email: 'info@farooqhospitals.example',
  /** Where the careers pages' Apply Now addresses applications. */
  careersEmail: 'careers@farooqhospitals.example',
  tagline: messages.group.tagline,
  /** The footer's copyright line keeps the legacy year (spec 000 §9). */
  copyrightYear: 2024,
} as const;

export type SocialNetwork = 'Facebook' | 'Instagram' | 'LinkedIn' | 'TikTok' | 'YouTube';

/**
 * SAMPLE: the group's social pages, in the footer's order (spec 000 §2). The specification leaves
 * the addresses out; the hospital supplies its own before launch.
 */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; href: string }[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/sample.farooqhospitals' },
  { network: 'Instagram', href: 'https://www.instagram.com/sample.farooqhospitals' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/sample-farooqhospitals' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@sample.farooqhospitals' },
  { network: 'YouTube', href: 'https://www.youtube.com/@sample.farooqhospitals' },
];

/**
 * SAMPLE: addresses outside this site that the legacy navigation linked to (spec 000 §2): the
 * partner hospital's site and its doctors page.
 */
export const EXTERNAL_LINKS = {
  partnerHospital: 'https://www.doctorshospital.example/',
  partnerHospitalDoctors: 'https://www.doctorshospital.example/doctors',
} as const;

/** A phone number as a tel: link target (domain/phoneLinks.ts). */
export { telHref } from '@/domain/phoneLinks';
