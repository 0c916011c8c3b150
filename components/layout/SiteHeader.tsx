import { getTranslations } from 'next-intl/server';
import Link from '@/components/i18n/Link';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { APPOINTMENT_LINK, LAB_REPORTS_LINK, navItem, type NavItem } from '@/content/navigation';
import { CallStrip } from './CallStrip';
import { loadShell } from './loadShell';
import { NavLink } from './NavLink';
import { NavShell } from './NavShell';
import { OffHome } from './OffHome';
import { siteMenus, type NavMenu } from './siteMenus';
import { branchName } from '@/components/ui/branchNames';
import { isolated } from '@/components/ui/isolate';
import { CATALOGUE_PATH } from '@/domain/addresses';

function Entry({ item }: { item: NavItem }) {
  return item.external ? (
    <ExternalLink href={item.href}>{isolated(item.label)}</ExternalLink>
  ) : (
    <NavLink href={item.href}>{isolated(item.label)}</NavLink>
  );
}

function Menu({ menu }: { menu: NavMenu }) {
  const item = (
    <li>
      {/* `name` makes the menus exclusive where browsers support it: one open at a time. */}
      <details name="site-nav">
        <summary>{menu.label}</summary>
        <ul>
          {menu.items.map((entry) => (
            <li key={entry.href}>
              <Entry item={entry} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
  return menu.offHome ? <OffHome>{item}</OffHome> : item;
}

/** The navigation bar of every page (spec 000 §2). */
export async function SiteHeader() {
  const messages = await getTranslations();
  const t = await getTranslations('site');
  const menus = siteMenus(await loadShell(), messages, branchName);
  return (
    <header className="site-header">
      <CallStrip />
      <NavShell
        labels={{ nav: t('mainNav'), menu: t('menu') }}
        brand={
          <Link href="/" className="brand">
            <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
              <rect width="32" height="32" rx="6" fill="#0b6e63" />
              <path fill="#fff" d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" />
            </svg>
            <span>{messages('pages.home.title')}</span>
          </Link>
        }
      >
        <ul className="menu-list">
          <li>
            <NavLink href="/">{t('home')}</NavLink>
          </li>
          {menus.map((menu) => (
            <Menu key={menu.id} menu={menu} />
          ))}
          {/* Under More in the legacy menu, six taps away (issue 40, docs/differences.md). */}
          <li>
            <NavLink href={LAB_REPORTS_LINK.href}>
              {navItem(messages, LAB_REPORTS_LINK).label}
            </NavLink>
          </li>
          {/* In no legacy menu, so patients never found it (issue 32, docs/differences.md). */}
          <li>
            <NavLink href={CATALOGUE_PATH}>{t('pharmacy')}</NavLink>
          </li>
          <li className="nav:ms-auto">
            <NavLink href={APPOINTMENT_LINK.href} className="appointment-button">
              {navItem(messages, APPOINTMENT_LINK).label}
            </NavLink>
          </li>
        </ul>
      </NavShell>
    </header>
  );
}
