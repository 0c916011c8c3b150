import Link from 'next/link';
import { GROUP, telHref } from '@/content/group';

/**
 * The first line of every page, at every width: the way to the emergency numbers and the
 * helpline as a tap-to-call link, without opening the menu (issue 19).
 */
export function CallStrip() {
  return (
    <div className="call-strip">
      <div>
        <Link href="/emergency" className="call-strip-emergency">
          <span aria-hidden="true">✚</span> Emergency 24/7
        </Link>
        <a href={telHref(GROUP.phone)}>
          <span className="max-sm:sr-only">Helpline </span>
          {GROUP.phone}
        </a>
      </div>
    </div>
  );
}
