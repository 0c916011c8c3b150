import { SiteFooter } from '@/components/layout/SiteFooter';

/** The group's pages: the page, then the group footer (spec 000 §2). */
export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
