import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseSection } from '@/components/layout/Prose';
import { PRIVACY_POLICY_UPDATED } from '@/content/privacyPolicy';
import { messages } from '@/domain/messages';
import { keysOf } from '@/domain/messages/keys';
import { requestLocale } from '@/graphql/renderedLocale';

export const generateMetadata = staticPageMetadata('privacypolicy', '/privacypolicy');

/** The day the policy was last changed, as each language writes a date ("1 November 2026"). */
const updatedIn = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(PRIVACY_POLICY_UPDATED));

export default async function PrivacyPolicyPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('pages.privacypolicy.title')}>
        <p>
          {t('site.lastUpdated')}{' '}
          <bdi>
            <time dateTime={PRIVACY_POLICY_UPDATED}>{updatedIn(requestLocale())}</time>
          </bdi>
        </p>
      </PageIntro>
      <Prose>
        {keysOf(messages.copy.privacyPolicy).map((id) => (
          <ProseSection
            key={id}
            heading={t(`copy.privacyPolicy.${id}.heading`)}
            body={t(`copy.privacyPolicy.${id}.body`)}
          />
        ))}
      </Prose>
    </>
  );
}
