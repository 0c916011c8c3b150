import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseSection } from '@/components/layout/Prose';
import * as enLearnMore from '@/content/learnMore';
import * as urLearnMore from '@/content/ur/learnMore';
import { localized } from '@/components/i18n/server';
import { isolated } from '@/components/ui/isolate';

export const generateMetadata = staticPageMetadata('learnmore', '/learnmore');

/** The legacy route existed without content (spec 001 §2); it now holds practical patient information. */
export default async function LearnMorePage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  const { LEARN_MORE, LEARN_MORE_INTRO } = localized(enLearnMore, urLearnMore);
  return (
    <>
      <PageIntro title={t('pages.learnmore.title')}>
        <p>{isolated(LEARN_MORE_INTRO)}</p>
      </PageIntro>
      <Prose>
        {LEARN_MORE.map((section) => (
          <ProseSection key={section.heading} {...section} />
        ))}
      </Prose>
    </>
  );
}
