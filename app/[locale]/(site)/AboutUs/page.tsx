import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseBody, ProseSection } from '@/components/layout/Prose';
import { messages } from '@/domain/messages';
import { keysOf } from '@/domain/messages/keys';
import { ABOUT_MENU, navItem } from '@/content/navigation';

export const generateMetadata = staticPageMetadata('aboutus', '/AboutUs');

export default async function AboutPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('pages.aboutus.title')} />
      <Prose>
        <ProseBody text={t('copy.about.intro')} />
        {/* The sections are the catalogue's, in its order: one place to add one, per language. */}
        {keysOf(messages.copy.about.sections).map((id) => (
          <ProseSection
            key={id}
            heading={t(`copy.about.sections.${id}.heading`)}
            body={t(`copy.about.sections.${id}.body`)}
          />
        ))}
        <h2>{t('site.moreAboutUs')}</h2>
        <ul>
          {ABOUT_MENU.filter((item) => item.href !== '/AboutUs').map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{navItem(t, item).label}</Link>
            </li>
          ))}
        </ul>
      </Prose>
    </>
  );
}
