import 'server-only';
import type { ConsultantCardFragment } from '@/graphql/__generated__/operations';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { urduFacts } from './byRule';
import type { ListedConsultant } from './ConsultantCard';

/**
 * Consultants as a list's cards show them: each with why a search in the patient's words found
 * it, and on Urdu pages with its facts in Urdu, worked out here so the browser never loads the
 * rules.
 */
export function listedConsultants(
  found: readonly { node: ConsultantCardFragment; reason: string | null | undefined }[],
): ListedConsultant[] {
  const urdu = requestLocale() === 'ur';
  return found.map(({ node, reason }) => ({
    ...node,
    reason: reason ?? null,
    ...(urdu && { urdu: urduFacts(node) }),
  }));
}
