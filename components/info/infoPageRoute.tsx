import { useTranslations } from 'next-intl';
import { enterLocale } from '@/components/i18n/enterLocale';
import { notFound } from 'next/navigation';
import { EmergencyNumbers } from './EmergencyNumbers';
import type { ReactNode } from 'react';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { Prose } from '@/components/layout/Prose';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { accentButton, primaryButton } from '@/components/ui/buttons';
import { isLaboratoryService } from '@/domain/labs';
import { CONSULTANT_LIST_PATHS } from '@/domain/addresses';
import * as enDepartments from '@/content/departmentPages';
import type { InfoPage } from '@/content/departmentPages';
import * as enNavigation from '@/content/navigation';
import * as enServices from '@/content/servicePages';
import * as urDepartments from '@/content/ur/departmentPages';
import * as urNavigation from '@/content/ur/navigation';
import * as urServices from '@/content/ur/servicePages';
import { localized } from '@/components/i18n/server';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { isolated } from '@/components/ui/isolate';

/** The static pages in the language of the page being rendered, by address. */
function infoPage(path: string): InfoPage | undefined {
  const { DEPARTMENT_PAGES_CONTENT } = localized(enDepartments, urDepartments);
  const { SERVICE_PAGES_CONTENT } = localized(enServices, urServices);
  return [...DEPARTMENT_PAGES_CONTENT, ...SERVICE_PAGES_CONTENT].find((page) => page.path === path);
}

function InfoPageView({ path, first }: { path: string; first?: ReactNode }) {
  const page = infoPage(path)!;
  const { APPOINTMENT_LINK, LAB_REPORTS_LINK } = localized(enNavigation, urNavigation);
  // Named by its English name, as the service pages of the content service are.
  const english = enServices.SERVICE_PAGES_CONTENT.find((service) => service.path === path);
  const laboratory = english !== undefined && isLaboratoryService(english.name);
  const t = useTranslations('site');
  return (
    <>
      <PageIntro title={page.name}>
        <p>{isolated(page.description)}</p>
      </PageIntro>
      {first}
      <Prose>
        {page.details.map((paragraph) => (
          <p key={paragraph}>{isolated(paragraph)}</p>
        ))}
        <h2>{t('weOffer')}</h2>
        <ul>
          {page.offers.map((offer) => (
            <li key={offer}>{isolated(offer)}</li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-3 pt-4">
          <Link href={APPOINTMENT_LINK.href} className={`${accentButton} no-underline`}>
            {APPOINTMENT_LINK.label}
          </Link>
          {laboratory && (
            <Link href={LAB_REPORTS_LINK.href} className={`${primaryButton} no-underline`}>
              {LAB_REPORTS_LINK.label}
            </Link>
          )}
          {page.consultantSearch && (
            <Link
              href={`${CONSULTANT_LIST_PATHS.ALL[0]}?department=${encodeURIComponent(page.consultantSearch)}`}
            >
              {isolated(
                t('findIn', {
                  department: requestLocale() === 'ur' ? page.name : page.name.toLowerCase(),
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
const FIRST: Readonly<Record<string, ReactNode>> = { '/emergency': <EmergencyNumbers /> };

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
    generateStaticParams: () =>
      [...enDepartments.DEPARTMENT_PAGES_CONTENT, ...enServices.SERVICE_PAGES_CONTENT].map(
        (page) => ({ info: page.path.slice(1) }),
      ),
    // Per language, so the Urdu page's title and description are the Urdu ones.
    generateMetadata: async ({ params }: { params: InfoParams }) => {
      await enterLocale(params);
      const path = await pathOf(params);
      const { name, description } = infoPage(path)!;
      return pageMetadata({ title: name, description, path });
    },
    Page: async ({ params }: { params: InfoParams }) => {
      await enterLocale(params);
      const path = await pathOf(params);
      if (!infoPage(path)) notFound();
      return <InfoPageView path={path} first={FIRST[path]} />;
    },
  };
}
