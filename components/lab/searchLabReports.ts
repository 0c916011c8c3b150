'use server';

import { getTranslations } from 'next-intl/server';
import { queryPage } from '@/graphql/client/server';
import { LabReportsDocument } from '@/graphql/__generated__/operations';
import { labIdOf, type LabId } from '@/domain/labs';
import { DEFAULT_LOCALE, isLocale } from '@/domain/locales';
import { setPageLocale } from '@/graphql/renderedLocale';
import { readLabQuery, type LabSearchState } from './labQuery';

/**
 * The lab search as the server answers it: what the form sends before the page's script has
 * loaded (a POST, so the ids stay out of the address).
 */
export async function searchLabReports(
  pageLab: LabId,
  pageLocale: string,
  _previous: LabSearchState,
  form: FormData,
): Promise<LabSearchState> {
  // The page's language, bound by the page: the API's messages are then in it too.
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  setPageLocale(locale);
  const query = readLabQuery(form, pageLab);
  if (!labIdOf(query.patientId, query.testId)) {
    const t = await getTranslations({ locale, namespace: 'lab' });
    return { query, lookup: null, error: t('noId') };
  }
  const result = await queryPage(LabReportsDocument, {
    lab: query.lab,
    patientId: query.patientId || null,
    testId: query.testId || null,
  });
  return {
    query,
    lookup: result.data?.labReports ?? null,
    error: result.errors[0]?.message ?? null,
  };
}
