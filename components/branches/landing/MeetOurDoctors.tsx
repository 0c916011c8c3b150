import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { Carousel } from '@/components/carousel/Carousel';
import { missingValues } from '@/components/consultants/missingValues';
import { ContentImage } from '@/components/ui/ContentImage';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { href } from '@/domain/addresses/href';
import { requestLocale } from '@/graphql/renderedLocale';
import { departmentInUrdu, designationInUrdu } from '@/components/consultants/byRule';
import { shown } from '@/components/consultants/inUrdu';
import type { LandingBranch } from './types';

/**
 * The branch's first consultants as a carousel of cards, each opening the consultant, and the way
 * to all of them. When they cannot be read the block says so (spec 000 §8) and nothing else does.
 */
export function MeetOurDoctors({
  branch,
  error,
}: {
  branch: Pick<LandingBranch, 'displayName' | 'consultants' | 'consultantsPath'>;
  error: string | undefined;
}) {
  const { consultants } = branch;
  const messages = useTranslations();
  const t = useTranslations('branches');
  const urdu = requestLocale() === 'ur';
  return (
    <section aria-labelledby="doctors-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="doctors-heading" className="heading-2 text-brand-900">
          {t('meetOurDoctors')}
        </h2>
        {consultants && (
          <Link href={branch.consultantsPath} className="font-semibold text-brand-700 underline">
            {t('allConsultants', {
              count: String(consultants.totalCount),
              branch: branch.displayName,
            })}
          </Link>
        )}
      </div>
      {consultants ? (
        <div className="mt-6">
          <Carousel id="meet-our-doctors" label={t('meetOurDoctors')} layout="doctors">
            {consultants.nodes.map((consultant) => (
              <article key={consultant.id} className="card">
                <ContentImage
                  image={consultant.photo}
                  sizes="(min-width: 1025px) 300px, (min-width: 481px) 33vw, 100vw"
                  aspect="square"
                  decorative
                />
                <div className="p-4">
                  <h3 lang="en" className="heading-4 text-brand-900">
                    <Link href={href.consultant(consultant.id)} className="card-link">
                      {consultant.name}
                    </Link>
                  </h3>
                  <p className="text-slate-700">
                    {consultant.designation !== null
                      ? shown(
                          urdu,
                          urdu && designationInUrdu(consultant.designation),
                          consultant.designation,
                        )
                      : missingValues(messages).designation}
                  </p>
                  {consultant.department && (
                    <p className="text-sm text-slate-600">
                      {shown(
                        urdu,
                        urdu && departmentInUrdu(consultant.department),
                        consultant.department,
                      )}
                    </p>
                  )}
                </div>
              </article>
            ))}
          </Carousel>
        </div>
      ) : (
        <ErrorMessage message={error ?? messages('upstream.data')} />
      )}
    </section>
  );
}
