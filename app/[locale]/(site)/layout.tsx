import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { SiteFooter } from '@/components/layout/SiteFooter';

/** The group's pages: the page, then the group footer (spec 000 §2). */
export default async function SiteLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  await enterLocale(params);
  return (
    <>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
