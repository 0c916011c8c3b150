import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';

/**
 * The branch pages, which frame themselves (branchLandingRoute). The language is entered here too,
 * before the group's not-found boundary renders: it is sent inside every branch page and has no
 * params of its own, and next-intl would otherwise read the request's headers for it, which a
 * page kept in the page cache may not (DYNAMIC_SERVER_USAGE).
 */
export default async function BranchLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  await enterLocale(params);
  return children;
}
