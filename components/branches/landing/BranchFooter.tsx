import { useTranslations } from 'next-intl';
import { FooterContacts, FooterResources } from '@/components/layout/SiteFooter';
import { GROUP } from '@/content/group';
import type { LandingBranch } from './types';

/** A branch page's own footer (spec 000 §2): the branch's contacts, social links and resources. */
export function BranchFooter({
  branch,
}: {
  branch: Pick<LandingBranch, 'displayName' | 'address' | 'phone'>;
}) {
  const t = useTranslations();
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{branch.displayName}</p>
          <FooterContacts address={branch.address} email={GROUP.email} phone={branch.phone} />
        </div>
        <FooterResources />
      </div>
      <p className="mx-auto max-w-7xl border-t border-white/20 px-4 py-6 text-sm">
        © {GROUP.copyrightYear} {t('pages.home.title')}. {t('site.rights')}
      </p>
    </footer>
  );
}
