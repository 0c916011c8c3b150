import Link from '@/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseSection } from '@/components/layout/Prose';
import { pageMetadata } from '@/components/seo/pageMetadata';
import * as enAbout from '@/content/about';
import * as urAbout from '@/content/ur/about';
import { localized } from '@/i18n/server';
import * as enNavigation from '@/content/navigation';
import * as urNavigation from '@/content/ur/navigation';
import { GROUP } from '@/content/group';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `Who we are: ${GROUP.name}, seven hospitals in Lahore and Islamabad, and our charity care.`,
  path: '/AboutUs',
});

export default function AboutPage() {
  const { ABOUT_MENU } = localized(enNavigation, urNavigation);
  const { ABOUT_INTRO, ABOUT_SECTIONS } = localized(enAbout, urAbout);
  return (
    <>
      <PageIntro title="About Us" />
      <Prose>
        {ABOUT_INTRO.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {ABOUT_SECTIONS.map((section) => (
          <ProseSection key={section.heading} {...section} />
        ))}
        <h2>More about us</h2>
        <ul>
          {ABOUT_MENU.filter((item) => item.href !== '/AboutUs').map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </Prose>
    </>
  );
}
