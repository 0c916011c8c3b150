import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { APPOINTMENT_LINK, navItem } from '@/content/navigation';
import { GROUP, telHref } from '@/content/group';
import { FIRST_PAINT_AFTER } from '@/domain/firstPaint';

/**
 * On phones, a bar that stays at the bottom of the screen with the two things a patient comes to
 * do: call and book (and WhatsApp, when the group has a number for it). A spacer of its height
 * ends every page so it never covers the last content, the page's scroll padding keeps a focused
 * field above it, and it steps aside while the keyboard is up (globals.css).
 */
export function PhoneActionBar() {
  const t = useTranslations();
  const text = useTranslations('site');
  return (
    <>
      <div aria-hidden="true" className="phone-actions-spacer" />
      <nav id={FIRST_PAINT_AFTER} aria-label={text('callOrBook')} className="phone-actions">
        <a href={telHref(GROUP.phone)}>{text('call')}</a>
        {GROUP.whatsapp && <a href={`https://wa.me/${GROUP.whatsapp}`}>{t('whatsapp.label')}</a>}
        <Link href={APPOINTMENT_LINK.href} className="phone-actions-book">
          {navItem(t, APPOINTMENT_LINK).label}
        </Link>
      </nav>
    </>
  );
}
