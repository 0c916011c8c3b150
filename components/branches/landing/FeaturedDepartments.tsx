import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { Carousel } from '@/components/carousel/Carousel';
import { PictureOrArt } from '@/components/ui/FallbackArt';
import { DEPARTMENTS_LANDING } from '@/content/navigation';
import { href } from '@/domain/addresses/href';
import { requestLocale } from '@/graphql/renderedLocale';
import { departmentInUrdu } from '@/components/consultants/byRule';
import { shown } from '@/components/consultants/inUrdu';
import type { LandingBranch } from './types';

/**
 * The departments the branch's page features, as a carousel. Each card opens the branch's own
 * department of that name, or the departments page when the branch lists none by that name. The
 * general list's pictures are stock letter tiles, so the cards show their subject's icon instead.
 */
export function FeaturedDepartments({
  departments,
}: {
  departments: LandingBranch['featuredDepartments'];
}) {
  const heading = useTranslations('branches')('featuredDepartments');
  if (departments.length === 0) return null;
  const urdu = requestLocale() === 'ur';
  return (
    <section aria-labelledby="departments-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="departments-heading" className="heading-2 text-brand-900">
          {heading}
        </h2>
        <div className="mt-6">
          <Carousel id="featured-departments" label={heading} layout="departments">
            {departments.map((entry) => (
              <article key={`${entry.id}-${entry.name}`} className="card border-0">
                <PictureOrArt
                  image={entry.image}
                  name={entry.name}
                  sizes="(min-width: 1025px) 300px, 50vw"
                  decorative
                />
                <h3 className="heading-4 p-4 text-brand-900">
                  <Link
                    href={
                      entry.department
                        ? href.department(entry.department.id)
                        : DEPARTMENTS_LANDING.href
                    }
                    className="card-link"
                  >
                    {shown(urdu, urdu && departmentInUrdu(entry.name), entry.name)}
                  </Link>
                </h3>
              </article>
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
