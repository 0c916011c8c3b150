import type { CareGap, CareMatch } from '@/domain/careSearch';
import { departmentLabel } from '@/domain/consultantDepartments';
import type { ConsultantCriteria } from '@/domain/consultantSearch';
import { urduDepartment } from '@/domain/glossary';
import { GENERAL_MEDICINE } from '@/domain/specialities';
import type { Locale } from '@/domain/locales';
import type { Messages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';
import { SEARCH_TEXT_MAX, isTooLong, readSearchText } from '@/domain/searchText';
import type {
  ConsultantMatch,
  ConsultantSearch,
  ConsultantSearchGap,
} from '../__generated__/resolvers';
import { badInput } from '../errors';

/**
 * The search's criteria as the API received them, read once: a criterion longer than the limit is
 * refused before anything is read.
 */
export function readSearch(
  search: ConsultantSearch | null | undefined,
  messages: Messages,
): ConsultantCriteria {
  if ([search?.text, search?.department, search?.query].some(isTooLong)) {
    const max = String(SEARCH_TEXT_MAX);
    throw badInput(translator(messages)('consultants.searchTooLong', { max }));
  }
  return {
    text: readSearchText(search?.text),
    department: readSearchText(search?.department),
    query: readSearchText(search?.query),
    sitsToday: search?.sitsToday === true,
  };
}

/**
 * Why a consultant matched, in a sentence in the answer's language. A REFERRAL says who the
 * doctors are and that they can refer, never what the words were about: the physicians listed for
 * "eye" are not "Medicine — for eye problems" (issue 54).
 */
export function describeMatch(
  match: CareMatch,
  words: string,
  messages: Messages,
  locale: Locale,
): ConsultantMatch {
  const department =
    match.speciality && locale === 'ur'
      ? (urduDepartment(match.speciality) ?? match.speciality)
      : match.speciality;
  const reason = translator(messages)(`consultants.match.${match.kind}`, {
    department: department ?? '',
    about: match.about?.[locale] ?? '',
    words,
    physician: match.speciality === GENERAL_MEDICINE ? 'yes' : 'other',
  });
  return { kind: match.kind, reason, speciality: match.speciality };
}

/**
 * A speciality the words need that none of the consultants searched belongs to, said in the
 * answer's language: that there is none, who can see the patient first and refer them (the first
 * of `instead`), and the number to call.
 */
export function describeGap(
  gap: CareGap,
  helpline: string,
  messages: Messages,
  locale: Locale,
): ConsultantSearchGap {
  const t = translator(messages);
  const label = (name: string) => departmentLabel(name, locale).label;
  const [first] = gap.instead;
  const help = [
    ...(first === undefined ? [] : [t('consultants.gap.instead', { department: label(first) })]),
    t('consultants.gap.helpline'),
  ].join(' ');
  return {
    speciality: gap.speciality,
    message: t('consultants.gap.none', { department: label(gap.speciality) }),
    instead: gap.instead,
    help,
    helpline,
  };
}
