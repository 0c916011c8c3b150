import { PageIntro } from '@/components/layout/PageIntro';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { CONTACT_BRANCHES } from '@/content/contact';
import { branchPlace, getBranch } from '@/domain/branches';
import { GROUP, telHref } from '@/content/group';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { messages } from '@/domain/messages';
import { queryPage } from '@/graphql/client/server';
import { ContactPageDocument } from '@/graphql/__generated__/operations';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: `Call any branch of ${GROUP.name}, day or night, or our helpline ${GROUP.phone}.`,
  path: '/contactus',
});

/** The contact page (spec 001 §2): a tap-to-call line for every branch and the general number. */
export default async function ContactPage() {
  const branches = (await queryPage(ContactPageDocument, {})).data?.branches ?? [];
  const contactOf = new Map(branches.map((branch) => [branch.id, branch]));
  return (
    <>
      <PageIntro title="Contact Us">
        <p>Our representatives are available 24/7. Call the branch you would like to reach.</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <p className="rounded-lg bg-brand-50 p-5 text-lg">
          General number:{' '}
          <a href={telHref(GROUP.phone)} className="font-bold text-brand-800 underline">
            {GROUP.phone}
          </a>
        </p>
        <h2 className="heading-2 mt-10 text-brand-900">Our branches</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {CONTACT_BRANCHES.map((branch) => {
            const phone = contactOf.get(branch)?.phone;
            const label = branchPlace(getBranch(branch));
            return (
              <li key={branch} className="rounded-lg border border-slate-200 p-4">
                <span className="block font-semibold text-slate-900">{label}</span>
                {phone && (
                  <a
                    href={telHref(phone)}
                    className="text-lg font-semibold text-brand-700 underline"
                  >
                    <span className="sr-only">Call {label}: </span>
                    {phone}
                  </a>
                )}
                <WhatsAppLink
                  number={contactOf.get(branch)?.whatsapp}
                  message={messages.whatsapp.aboutBranch(label)}
                  name={label}
                  className="mt-1 block font-semibold text-brand-700 underline"
                />
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
