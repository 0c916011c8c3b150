import Link from '@/components/i18n/Link';
import { PictureOrArt } from '@/components/ui/FallbackArt';
import { href } from '@/domain/addresses/href';
import type { ServiceCardFragment } from '@/graphql/__generated__/operations';

/**
 * A service: its picture (or its subject's icon when it has none), title and summary, opening the
 * service's page.
 */
export function ServiceCard({ service, sizes }: { service: ServiceCardFragment; sizes: string }) {
  return (
    <article className="card card-row">
      <PictureOrArt
        image={service.image}
        name={service.title}
        sizes={sizes}
        decorative
        className="card-thumb"
      />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        {/* Title and summary are the content service's English. */}
        <h3 lang="en" className="heading-4 text-brand-900">
          <Link href={href.service(service.id)} className="card-link">
            {service.title}
          </Link>
        </h3>
        {service.summary && (
          <p lang="en" className="mt-2 line-clamp-3 text-slate-700">
            {service.summary}
          </p>
        )}
      </div>
    </article>
  );
}

/** Services as the site lists them: a row each on a phone, three across on a desktop. */
export function ServiceGrid({
  services,
  className = 'mt-6',
}: {
  services: readonly ServiceCardFragment[];
  className?: string;
}) {
  return (
    <ul className={`${className} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard
            service={service}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 112px"
          />
        </li>
      ))}
    </ul>
  );
}
