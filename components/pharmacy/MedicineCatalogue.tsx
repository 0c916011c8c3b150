'use client';

import { ScriptsOnArrival } from '@/components/ui/ScriptsOnArrival';
import Link from '@/components/i18n/Link';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Loading } from '@/components/ui/Loading';
import { primaryButton } from '@/components/ui/buttons';
import { useHydrated } from '@/components/ui/useHydrated';
import type {
  MedicineCardFragment,
  MedicinePageFragment,
} from '@/graphql/__generated__/operations';
import { CATALOGUE } from '@/domain/catalogue';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/domain/locales';
import { CATALOGUE_PATH } from '@/domain/addresses/pharmacy';
import { catalogueHref } from './catalogue';
import { MedicineCard } from './MedicineCard';
import { useMedicineSearch } from './useMedicineSearch';

/** How long typing pauses before the catalogue follows it. */
const TYPING_PAUSE_MS = 300;

export interface CataloguePage {
  search: string;
  all: boolean;
  page: number;
  medicines: MedicinePageFragment | null;
}

function Cards({
  medicines,
  banner,
}: {
  medicines: readonly MedicineCardFragment[];
  banner: ReactNode;
}) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {medicines.map((medicine, index) => (
        <Fragment key={medicine.id}>
          <li>
            {/* The first picture is the page's largest paint on a phone: fetched at once. */}
            <MedicineCard medicine={medicine} priority={index === 0} />
          </li>
          {index === CATALOGUE.bannerAfter - 1 && banner}
        </Fragment>
      ))}
    </ul>
  );
}

/**
 * The catalogue's search and cards (spec 001 §2). The server renders the first answer (a GET form,
 * so it works before this script and its address can be shared); from then on the cards follow
 * the typing, and 'Show All Medicines' fetches every match page by page through the API.
 */
export function MedicineCatalogue({
  initial,
  banner,
}: {
  initial: CataloguePage;
  banner: ReactNode;
}) {
  const t = useTranslations('catalogue');
  const upstream = useTranslations('upstream');
  const locale = useLocale();
  const inLocale = (path: string) => localePath(path, locale);
  const [typed, setTyped] = useState(initial.search);
  const [search, setSearch] = useState(initial.search);
  const [all, setAll] = useState(initial.all);
  // The server's answer stands until the search changes, or, showing all, until this script can
  // fetch the rest.
  const hydrated = useHydrated();
  const followed = hydrated && (all || search !== initial.search);

  useEffect(() => {
    const pause = window.setTimeout(() => setSearch(typed.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(pause);
  }, [typed]);

  // The address follows the search, so what is on the screen can still be shared, in the page's
  // language: an Urdu reader's search stays under /ur (issue 40).
  useEffect(() => {
    if (followed) {
      window.history.replaceState(null, '', localePath(catalogueHref(search, all), locale));
    }
  }, [followed, search, all, locale]);

  const found = useMedicineSearch(search, all, followed);
  const answer = followed ? found.medicines : initial.medicines;
  const loading = followed && found.loading;
  const failed = followed ? found.failed : initial.medicines === null;
  const shown = answer?.nodes ?? [];
  const more = (answer?.totalCount ?? 0) > CATALOGUE.firstCards;

  return (
    <>
      <ScriptsOnArrival />
      <form
        method="get"
        action={inLocale(CATALOGUE_PATH)}
        role="search"
        className="mt-6 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <label htmlFor="medicine-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id="medicine-search"
          name="search"
          type="search"
          dir="auto"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('placeholder')}
          maxLength={CATALOGUE.longestSearch}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border-2 border-slate-500 bg-white px-3 py-2.5 text-base"
        />
        <button type="submit" className={primaryButton}>
          {t('search')}
        </button>
      </form>
      <div aria-live="polite">
        {failed ? (
          <ErrorMessage message={upstream('medicines')} />
        ) : loading && shown.length === 0 ? (
          <Loading />
        ) : shown.length === 0 ? (
          <p className="mt-8 text-lg text-slate-700">{t('empty')}</p>
        ) : (
          <>
            <Cards medicines={shown} banner={banner} />
            {loading && <Loading />}
          </>
        )}
      </div>
      {!failed && more && (
        <p className="mt-8 text-center">
          {/* A link, so it works before this script; once it runs, the list changes in place. */}
          <Link
            href={catalogueHref(search, !all)}
            scroll={false}
            className={primaryButton}
            onClick={(event) => {
              event.preventDefault();
              setAll(!all);
            }}
          >
            {all ? t('showLess') : t('showAll')}
          </Link>
        </p>
      )}
    </>
  );
}
