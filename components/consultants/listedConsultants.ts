import 'server-only';
import type {
  ConsultantCardFragment,
  ConsultantMatchKind,
} from '@/graphql/__generated__/operations';
import { requestLocale } from '@/graphql/renderedLocale';
import { sitsToday } from '@/domain/sittingDays';
import { urduFacts } from './byRule';
import type { ListedConsultant } from './ConsultantCard';

/**
 * Consultants as a list's cards show them: each with why a search in the patient's words found
 * it (not for a speciality asked for by name: the card's department already says it), on Urdu
 * pages with its facts in Urdu, worked out here so the browser never loads the rules, and whether
 * it sits today as the list is rendered (components/consultants/SitsToday.tsx).
 */
export function listedConsultants(
  edges: readonly {
    node: ConsultantCardFragment;
    match?: { kind: ConsultantMatchKind; reason: string } | null;
  }[],
): ListedConsultant[] {
  const urdu = requestLocale() === 'ur';
  const now = new Date();
  return edges.map(({ node, match }) => ({
    ...node,
    reason: match && match.kind !== 'SPECIALITY' ? match.reason : null,
    ...(urdu && { urdu: urduFacts(node) }),
    ...(sitsToday(node.timing, now) && { sitsToday: true as const }),
  }));
}
