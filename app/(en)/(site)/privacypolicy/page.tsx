import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseSection } from '@/components/layout/Prose';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { GROUP } from '@/content/group';
import { PRIVACY_POLICY_UPDATED } from '@/content/privacyPolicy';
import * as enPrivacyPolicy from '@/content/privacyPolicy';
import * as urPrivacyPolicy from '@/content/ur/privacyPolicy';
import { localized } from '@/i18n/server';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${GROUP.name} handles what you send through this website.`,
  path: '/privacypolicy',
});

const updated = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(PRIVACY_POLICY_UPDATED),
);

export default function PrivacyPolicyPage() {
  const { PRIVACY_POLICY } = localized(enPrivacyPolicy, urPrivacyPolicy);
  return (
    <>
      <PageIntro title="Privacy Policy">
        <p>
          Last updated <time dateTime={PRIVACY_POLICY_UPDATED}>{updated}</time>
        </p>
      </PageIntro>
      <Prose>
        {PRIVACY_POLICY.map((section) => (
          <ProseSection key={section.heading} {...section} />
        ))}
      </Prose>
    </>
  );
}
