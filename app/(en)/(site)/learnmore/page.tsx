import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseSection } from '@/components/layout/Prose';
import { pageMetadata } from '@/components/seo/pageMetadata';
import * as enLearnMore from '@/content/learnMore';
import * as urLearnMore from '@/content/ur/learnMore';
import { localized } from '@/i18n/server';

export const metadata = pageMetadata({
  title: 'Learn More',
  description:
    'Before your visit: booking, emergencies, insurance, lab reports and visiting hours.',
  path: '/learnmore',
});

/** The legacy route existed without content (spec 001 §2); it now holds practical patient information. */
export default function LearnMorePage() {
  const { LEARN_MORE, LEARN_MORE_INTRO } = localized(enLearnMore, urLearnMore);
  return (
    <>
      <PageIntro title="Learn More">
        <p>{LEARN_MORE_INTRO}</p>
      </PageIntro>
      <Prose>
        {LEARN_MORE.map((section) => (
          <ProseSection key={section.heading} {...section} />
        ))}
      </Prose>
    </>
  );
}
