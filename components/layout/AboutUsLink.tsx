import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { primaryButton } from '@/components/ui/buttons';

/** "Learn more" about the group, as a button (the home page, a branch's about block). */
export function AboutUsLink() {
  const text = useTranslations('site');
  return (
    <Link href="/AboutUs" className={primaryButton}>
      {text('learnMore')}
      <span className="sr-only"> {text('aboutUs')}</span>
    </Link>
  );
}
