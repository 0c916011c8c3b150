import { GROUP } from '@/content/group';
import { DAY_MS } from '@/domain/pakistanClock';

/**
 * Apply Now (spec 001 §2): a new mail to the careers mailbox with the job title in the subject and
 * the body, URL-encoded, so a title like "Nurse (ICU) & Ward" arrives as written.
 */
export function applicationMailto(title: string): string {
  const subject = `Application for ${title}`;
  const body = `Dear Recruitment Team,\n\nI would like to apply for the position of ${title}. My resume is attached as a PDF.\n\nKind regards,\n`;
  return `mailto:${GROUP.careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Applications are taken until the end of the deadline's day (Pakistan time, as the API dates it). */
export function isClosed(deadline: string | null, now: Date): boolean {
  return deadline !== null && now.getTime() >= Date.parse(deadline) + DAY_MS;
}
