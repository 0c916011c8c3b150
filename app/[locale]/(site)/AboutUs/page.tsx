import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseSection } from '@/components/layout/Prose';
import * as enAbout from '@/content/about';
import * as urAbout from '@/content/ur/about';
import { localized } from '@/components/i18n/server';
import { isolated } from '@/components/ui/isolate';
import * as enNavigation from '@/content/navigation';
import * as urNavigation from '@/content/ur/navigation';

export const generateMetadata = staticPageMetadata('aboutus', '/AboutUs');

export default async function AboutPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  const { ABOUT_MENU } = localized(enNavigation, urNavigation);
  const { ABOUT_INTRO, ABOUT_SECTIONS } = localized(enAbout, urAbout);
  return (
    <>
      <PageIntro title={t('pages.aboutus.title')} />
      <Prose>
        {ABOUT_INTRO.map((paragraph) => (
          <p key={paragraph}>{isolated(paragraph)}</p>
        ))}
        {ABOUT_SECTIONS.map((section) => (
          <ProseSection key={section.heading} {...section} />
        ))}
        <h2>{t('site.moreAboutUs')}</h2>
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
