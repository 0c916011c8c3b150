import type { BranchCardFragment } from '@/graphql/__generated__/operations';
import { messages, type Messages } from '@/domain/messages';

/** The bed facts the hospital states for a branch, as one line; null when it states none. */
export function bedFactText(
  beds: BranchCardFragment['beds'],
  text: Messages['site']['beds'] = messages.site.beds,
): string | null {
  if (!beds) return null;
  return text(beds.total, beds.forPoorPatients, beds.charityPercent);
}
