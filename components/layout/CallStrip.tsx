import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { GROUP, telHref } from '@/content/group';
import { href } from '@/domain/addresses/href';
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

/**
 * The first line of every page, at every width: the way to the emergency numbers and the
 * helpline as a tap-to-call link, without opening the menu (issue 19), and the other language.
 */
export function CallStrip() {
  const text = useTranslations('site');
  return (
    <div className="call-strip">
      <div>
        <Link href={href.emergency()} className="call-strip-emergency">
          <span aria-hidden="true">✚</span> {text('emergency')}
        </Link>
        <a href={telHref(GROUP.phone)}>
          <span className="max-sm:sr-only">{text('helpline')} </span>
          <PhoneNumber number={GROUP.phone} />
        </a>
        <LanguageSwitch className="call-strip-language" />
      </div>
    </div>
  );
}
