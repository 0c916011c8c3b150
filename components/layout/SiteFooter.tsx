import { useTranslations } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import Link from '@/components/i18n/Link';
import type { ReactNode } from 'react';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { EmailLink } from '@/components/ui/EmailLink';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { EXTERNAL_LINKS, GROUP, SOCIAL_LINKS, telHref } from '@/content/group';
import { getBranch } from '@/domain/branches';
import { FOOTER_DEPARTMENTS, navItems, RESOURCE_LINKS, type NavItem } from '@/content/navigation';
import type { FooterBranchFragment } from '@/graphql/__generated__/operations';
import { DeferredMap } from './DeferredMap';
import { loadShell } from './loadShell';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { branchName } from '@/components/ui/branchNames';
import { isolated } from '@/components/ui/isolate';
import { CATALOGUE_PATH } from '@/domain/addresses';

/** The branch whose map the group footer embeds (spec 001 §2). */
const EMBEDDED_MAP_BRANCH = 'DHA';

function LinkColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-bold text-white">{heading}</h2>
      <ul className="mt-3 space-y-1">{children}</ul>
    </div>
  );
}

function PageLinks({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <li key={item.href}>
      <Link href={item.href} className="footer-link">
        {isolated(item.label)}
        {item.more && <span className="sr-only"> {item.more}</span>}
      </Link>
    </li>
  ));
}

/** The contact details and social links every footer shows (the branch footers too). */
export function FooterContacts({
  address,
  email,
  phone,
}: {
  address: string;
  email: string;
  phone: string;
}) {
  const t = useTranslations('site');
  return (
    <>
      <address className="mt-3 space-y-1 not-italic">
        <p>{address}</p>
        <p>
          <EmailLink email={email} className="footer-link" />
        </p>
        <p>
          <a href={telHref(phone)} className="footer-link">
            <PhoneNumber number={phone} />
          </a>
        </p>
      </address>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1" aria-label={t('socialMedia')}>
        {SOCIAL_LINKS.map(({ network, href }) => (
          <li key={network}>
            {/* The networks' own names, read as English. */}
            <ExternalLink href={href} className="footer-link">
              <span lang="en">{network}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The Resources and department columns every footer shows (the branch footers too). */
export function FooterResources() {
  const t = useTranslations('site');
  const messages = useTranslations();
  return (
    <>
      <LinkColumn heading={t('resources')}>
        <PageLinks items={navItems(messages, RESOURCE_LINKS)} />
        {/* Ours, after the specification's four (issue 32, docs/differences.md). */}
        <PageLinks items={[{ label: t('onlinePharmacy'), href: CATALOGUE_PATH }]} />
      </LinkColumn>
      <LinkColumn heading={t('departments')}>
        <PageLinks items={navItems(messages, FOOTER_DEPARTMENTS)} />
      </LinkColumn>
    </>
  );
}

function Locations({
  branches,
  embedMap,
}: {
  branches: readonly FooterBranchFragment[];
  embedMap: boolean;
}) {
  const embedded = embedMap && branches.find((branch) => branch.id === EMBEDDED_MAP_BRANCH);
  const t = useTranslations('site');
  return (
    <section aria-labelledby="footer-locations" className="mt-10">
      <h2 id="footer-locations" className="text-base font-bold text-white">
        {t('locations')}
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {branches.map((branch) => (
          <li key={branch.id}>
            <Link href={branch.landingPath} className="footer-link font-semibold">
              {branchName(branch)}
            </Link>
            <ExternalLink href={branch.mapUrl} className="footer-link block text-sm">
              <span aria-hidden="true">{t('map')}</span>
              <span className="sr-only">{t('mapOf', { place: branchName(branch) })}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      {/* The one external hospital link of the legacy footer (spec 001, Footer). */}
      <p className="mt-3">
        <ExternalLink href={EXTERNAL_LINKS.partnerHospital} className="footer-link">
          {t('partnerWebsite', { hospital: branchName(getBranch('DOCTORS_HOSPITAL')) })}
        </ExternalLink>
      </p>
      {embedded && (
        <div className="mt-6">
          <DeferredMap
            src={embedded.mapEmbedUrl}
            href={embedded.mapUrl}
            title={t('mapOf', { place: branchName(embedded) })}
            newTab={t('opensNewTab')}
          />
        </div>
      )}
    </section>
  );
}

/**
 * The group footer (spec 000 §2, 001 §2): on every page but the branch and consultant lists.
 * Pages of a patient's own data leave the embedded map out: it is another site's frame.
 */
export async function SiteFooter({ embedMap = true }: { embedMap?: boolean }) {
  const branches = await loadShell();
  const t = await getTranslations();
  const name = t('pages.home.title');
  return (
    <footer className="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid grid-cols-1 gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="text-lg font-bold text-white">{name}</p>
            <FooterContacts address={t('group.address')} email={GROUP.email} phone={GROUP.phone} />
          </div>
          <FooterResources />
          <NewsletterSignup text={(await getMessages()).newsletter} />
        </div>
        <Locations branches={branches} embedMap={embedMap} />
        <p className="mt-10 max-w-3xl text-brand-50">{t('group.tagline')}</p>
        <p className="mt-6 border-t border-white/20 pt-6 text-sm">
          {t('site.copyright', { year: String(GROUP.copyrightYear), group: name })}
        </p>
      </div>
    </footer>
  );
}
