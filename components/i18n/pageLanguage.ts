import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/graphql/renderedLocale';
import { departmentInUrdu } from '@/components/consultants/byRule';

/*
 * What a server component of any page (lists, news, careers, galleries, a record's page) asks of
 * the page's language, read from its one store (graphql/renderedLocale.ts).
 */

/** Whether the page being rendered is an Urdu one. */
export const isUrduPage = (): boolean => requestLocale() === 'ur';

/** The comma between the parts of a title or a description: Urdu's "،" on Urdu pages. */
export const comma = (): string => (isUrduPage() ? '، ' : ', ');

/** The group's name in the page's language. */
export const groupName = async (): Promise<string> => (await getTranslations())('pages.home.title');

/** A department name a record sends, in Urdu by the glossary on Urdu pages where it can be. */
export function departmentInPage(name: string): string {
  return (isUrduPage() && departmentInUrdu(name)) || name;
}
