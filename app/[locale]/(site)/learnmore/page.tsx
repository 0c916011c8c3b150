import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseSection } from '@/components/layout/Prose';
import { messages } from '@/domain/messages';
import { keysOf } from '@/domain/messages/keys';
import { isolated } from '@/components/ui/isolate';

export const generateMetadata = staticPageMetadata('learnmore', '/learnmore');

/** The legacy route existed without content (spec 001 §2); it now holds practical patient information. */
export default async function LearnMorePage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('pages.learnmore.title')}>
        <p>{isolated(t('copy.learnMore.intro'))}</p>
      </PageIntro>
      <Prose>
        {keysOf(messages.copy.learnMore.sections).map((id) => (
          <ProseSection
            key={id}
            heading={t(`copy.learnMore.sections.${id}.heading`)}
            body={t(`copy.learnMore.sections.${id}.body`)}
          />
        ))}
      </Prose>
    </>
  );
}
