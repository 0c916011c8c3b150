import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import { enterLocale } from '@/components/i18n/enterLocale';
import { notFound } from 'next/navigation';
import { EmergencyNumbers } from './EmergencyNumbers';
import type { ReactNode } from 'react';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose, ProseBody } from '@/components/layout/Prose';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { accentButton, primaryButton } from '@/components/ui/buttons';
import { isLaboratoryService } from '@/domain/labs';
import { CONSULTANT_LIST_PATHS, href } from '@/domain/addresses';
import {
  DEPARTMENT_PAGES_CONTENT,
  englishName,
  SERVICE_PAGES_CONTENT,
  type InfoPage,
} from '@/content/infoPages';
import { APPOINTMENT_LINK, LAB_REPORTS_LINK, navItem } from '@/content/navigation';
import { requestLocale } from '@/graphql/renderedLocale';
import { isolated } from '@/components/ui/isolate';

const INFO_PAGES = [...DEPARTMENT_PAGES_CONTENT, ...SERVICE_PAGES_CONTENT];

/** The static page at an address. */
const infoPage = (path: string): InfoPage | undefined =>
  INFO_PAGES.find((page) => page.path === path);

function InfoPageView({ page, first }: { page: InfoPage; first?: ReactNode }) {
  // Named by its English name, as the service pages of the content service are.
  const laboratory = SERVICE_PAGES_CONTENT.includes(page) && isLaboratoryService(englishName(page));
  const messages = useTranslations();
  const t = useTranslations('site');
  const name = messages(`${page.copy}.name`);
  return (
    <>
      <PageIntro title={name}>
        <p>{isolated(messages(`${page.copy}.description`))}</p>
      </PageIntro>
      {first}
      <Prose>
        <ProseBody text={messages(`${page.copy}.details`)} />
        <h2>{t('weOffer')}</h2>
        <ProseBody text={messages(`${page.copy}.offers`)} />
        <p className="flex flex-wrap gap-3 pt-4">
          <Link href={APPOINTMENT_LINK.href} className={`${accentButton} no-underline`}>
            {navItem(messages, APPOINTMENT_LINK).label}
          </Link>
          {laboratory && (
            <Link href={LAB_REPORTS_LINK.href} className={`${primaryButton} no-underline`}>
              {navItem(messages, LAB_REPORTS_LINK).label}
            </Link>
          )}
          {page.consultantSearch && (
            <Link
              href={`${CONSULTANT_LIST_PATHS.ALL[0]}?department=${encodeURIComponent(page.consultantSearch)}`}
            >
              {isolated(
                t('findIn', {
                  department: requestLocale() === 'ur' ? name : name.toLowerCase(),
                }),
              )}
            </Link>
          )}
        </p>
      </Prose>
    </>
  );
}

/** What a page shows before its text: the emergency numbers on the emergency page. */
const FIRST: Readonly<Record<string, ReactNode>> = { [href.emergency()]: <EmergencyNumbers /> };

type InfoParams = Promise<{ locale: string; info: string }>;

/** The page's address from its segment: `cardiology` is /cardiology. */
const pathOf = async (params: InfoParams) => `/${(await params).info}`;

/**
 * The static department and service pages (spec 000 §2: name, description and details text), at
 * the addresses the menus link to, from one route segment (app/[locale]/(site)/[info]): each is
 * rendered at build in both languages, and any other segment is no page.
 */
export function infoPageRoute() {
  return {
    generateStaticParams: () => INFO_PAGES.map((page) => ({ info: page.path.slice(1) })),
    // Per language, so the Urdu page's title and description are the Urdu ones.
    generateMetadata: async ({ params }: { params: InfoParams }) => {
      await enterLocale(params);
      const page = infoPage(await pathOf(params))!;
      const t = await getTranslations();
      return pageMetadata({
        title: t(`${page.copy}.name`),
        description: t(`${page.copy}.description`),
        path: page.path,
      });
    },
    Page: async ({ params }: { params: InfoParams }) => {
      await enterLocale(params);
      const page = infoPage(await pathOf(params));
      if (!page) notFound();
      return <InfoPageView page={page} first={FIRST[page.path]} />;
    },
  };
}
