import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { telHref } from '@/content/group';
import type { ConsultantPageFragment } from '@/graphql/__generated__/operations';

type Gap = NonNullable<NonNullable<ConsultantPageFragment['reading']>['gap']>;

/**
 * What a search shows above its results when its words need a speciality none of the doctors
 * listed belongs to (issue 40: "eye" listed the physicians as if they were eye doctors): that
 * there is none, who can see the patient first and refer them, and the number to call. The texts
 * come from the API's reading, in the page's language.
 */
export function MissingSpeciality({ gap }: { gap: Gap }) {
  return (
    <section
      aria-labelledby="missing-speciality"
      className="mt-4 rounded-lg border border-brand-700 bg-white p-4 text-slate-900"
    >
      <h3 id="missing-speciality" className="font-semibold text-brand-900">
        {gap.message}
      </h3>
      <p className="mt-1">
        {gap.help}{' '}
        <a href={telHref(gap.helpline)} className="font-semibold text-brand-700 underline">
          <PhoneNumber number={gap.helpline} />
        </a>
      </p>
    </section>
  );
}
