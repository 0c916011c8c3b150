import { GROUP } from '@/content/group';

/**
 * Apply Now (spec 001 §2): a new mail to the careers mailbox with the job title in the subject and
 * the body, URL-encoded, so a title like "Nurse (ICU) & Ward" arrives as written.
 */
export function applicationMailto(title: string): string {
  const subject = `Application for ${title}`;
  const body = `Dear Recruitment Team,\n\nI would like to apply for the position of ${title}. My resume is attached as a PDF.\n\nKind regards,\n`;
  return `mailto:${GROUP.careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
