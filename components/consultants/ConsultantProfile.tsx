import Link from '@/components/i18n/Link';
import { accentButton, primaryButton } from '@/components/ui/buttons';
import { ContentImage } from '@/components/ui/ContentImage';
import { telHref } from '@/content/group';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { requestLocale } from '@/graphql/renderedLocale';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { urduFacts } from './byRule';
import { shown } from './inUrdu';
import type { ConsultantDetailQuery } from '@/graphql/__generated__/operations';
import { missingValues } from './missingValues';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { NearestFirst } from '@/components/branches/NearestFirst';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { branchPlaceIn } from '@/components/ui/branchNames';
import { href } from '@/domain/addresses/href';
import { getBranch } from '@/domain/branches';

type Consultant = NonNullable<ConsultantDetailQuery['consultant']>;

/**
 * The consultant detail page: every field of the record, with the specified missing-value texts.
 * On a phone, what a patient came to do (book, call) comes right after the name, before the photo.
 */
export function ConsultantProfile({ consultant }: { consultant: Consultant }) {
  const { branch } = consultant;
  const messages = useTranslations();
  const text = useTranslations('finder');
  const t = useTranslations('finder');
  const phones = useTranslations('phones');
  const whatsapp = useTranslations('whatsapp');
  const MISSING = missingValues(messages);
  const urdu = requestLocale() === 'ur';
  const inUrdu = urdu ? urduFacts(consultant) : null;
  const fact = (english: string | null, translated: string | null | undefined, missing: string) =>
    english === null ? missing : shown(urdu, translated, english);
  // The branch as this page's language names it: the registry's Urdu on Urdu pages.
  const branchName = branch && (inUrdu?.branchName ?? branch.displayName);
  const designation = fact(consultant.designation, inUrdu?.designation, MISSING.designation);
  const facts: [string, ReactNode][] = [
    [text('designation'), designation],
    // A speciality is free text ("Interventional cardiology, angioplasty"): kept as sent.
    [text('speciality'), fact(consultant.speciality, null, MISSING.speciality)],
    [text('departmentTerm'), fact(consultant.department, inUrdu?.department, MISSING.department)],
    [text('timingTerm'), fact(consultant.timing, inUrdu?.timing, MISSING.timing)],
    [text('branchTerm'), fact(consultant.branchName, inUrdu?.branchName, MISSING.branch)],
  ];
  return (
    <article className="mx-auto grid max-w-5xl gap-x-8 gap-y-6 px-4 py-8 md:grid-cols-[320px_1fr] md:py-10">
      <header className="md:col-start-2">
        {branch && (
          <p className="mb-3 text-sm">
            <Link href={branch.consultantsPath} className="text-brand-700 underline">
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>{' '}
              {t('allAt', { branch: branchName! })}
            </Link>
          </p>
        )}
        <h1 lang="en" className="heading-1 text-brand-900">
          {consultant.name}
        </h1>
        <p className="mt-1 text-lg text-slate-700">{designation}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            href={href.appointment({
              branch: branch?.id,
              consultant: consultant.name,
              doctor: consultant.id,
            })}
            className={accentButton}
          >
            {text('book')}
          </Link>
          {branch && (
            <a href={telHref(branch.phone)} className={primaryButton}>
              {`${phones('callBranch', { branch: branchName! })}\u00a0`}
              <PhoneNumber number={branch.phone} />
            </a>
          )}
          {branch && (
            <WhatsAppLink
              number={branch.whatsapp}
              message={whatsapp('withDoctor', { doctor: consultant.name, branch: branchName! })}
              name={branchName!}
              className={primaryButton}
            />
          )}
        </div>
      </header>
      <div className="mx-auto w-48 overflow-hidden rounded-lg border border-slate-200 shadow-sm md:col-start-1 md:row-span-2 md:row-start-1 md:w-full">
        <ContentImage
          image={consultant.photo}
          sizes="(min-width: 768px) 320px, 192px"
          aspect="square"
          priority
        />
      </div>
      <div className="md:col-start-2">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
        {branch && <WhereToSee branchId={branch.id} />}
        {consultant.profile && (
          <section aria-labelledby="profile-heading" className="mt-8">
            <h2 id="profile-heading" className="heading-3 text-brand-900">
              {text('profile')}
            </h2>
            {/* Prose: an English block from the left, not set to the Urdu side as a name is. */}
            <p
              lang="en"
              dir="ltr"
              className="mt-2 text-left leading-relaxed whitespace-pre-line text-slate-800"
            >
              {consultant.profile}
            </p>
          </section>
        )}
      </div>
    </article>
  );
}

/**
 * Where the doctor sits: their branch's place, address and the way there, and how far it is from
 * the patient when they ask (NearestFirst, nearest first were there several). A record names one
 * branch; a doctor who sits at two is two records, which the content service does not link.
 */
function WhereToSee({ branchId }: { branchId: NonNullable<Consultant['branch']>['id'] }) {
  const nearest = useTranslations('nearest');
  const phones = useTranslations('phones');
  const branch = getBranch(branchId);
  const place = branchPlaceIn(branch.id);
  return (
    <section aria-labelledby="where-heading" className="mt-8">
      <h2 id="where-heading" className="heading-3 text-brand-900">
        {nearest('doctorBranches')}
      </h2>
      <ClientMessages namespaces={['nearest']}>
        <NearestFirst
          className="mt-3 grid gap-3"
          itemClassName="rounded-lg border border-slate-200 p-3"
          entries={[
            {
              id: branch.id,
              name: place,
              position: branch.position,
              node: (
                <>
                  <h3 className="font-semibold text-brand-900">{place}</h3>
                  <p className="mt-1 text-sm text-slate-700">
                    {requestLocale() === 'ur' ? (
                      <bdi>{branch.urdu.address}۔</bdi>
                    ) : (
                      <bdi lang="en">{branch.address}.</bdi>
                    )}{' '}
                    <ExternalLink
                      href={branch.mapUrl}
                      className="font-semibold text-brand-700 underline"
                    >
                      {phones('directions')}
                    </ExternalLink>
                  </p>
                </>
              ),
            },
          ]}
        />
      </ClientMessages>
    </section>
  );
}
