import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
/** The consultant lists show no footer (spec 000 §2). */
export default async function ListingLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  await enterLocale(params);
  return <main id="main">{children}</main>;
}
