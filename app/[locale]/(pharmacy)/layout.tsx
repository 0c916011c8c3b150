import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { CartLink } from '@/components/pharmacy/CartLink';

/**
 * The pharmacy: group pages that also ask the API from the browser (search, payment), through
 * the Apollo Client they download on first use (components/apollo/browserClient.ts). Above each,
 * a bar that stays at the top of the screen with the cart and its count (issue 54).
 */
export default async function PharmacyLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      {/* The cart, one tap away wherever the list has been scrolled to (issue 54); a landmark of
          its own, named for the pharmacy, so that nothing of the page sits outside one. */}
      <nav aria-label={t('site.pharmacy')} className="pharmacy-bar">
        <div className="mx-auto flex max-w-7xl justify-end px-4 py-1.5">
          <CartLink label={t('cart.link')} />
        </div>
      </nav>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
