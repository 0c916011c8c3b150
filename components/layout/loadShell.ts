import 'server-only';
import { cache } from 'react';
import { queryPage } from '@/graphql/client/server';
import { SiteShellDocument } from '@/graphql/__generated__/operations';

/** The branches the header and footer link to, read once per render for both. */
export const loadShell = cache(async () => {
  const result = await queryPage(SiteShellDocument, {});
  // The registry is code, not an upstream: only a bug leaves it out.
  if (!result.data) throw new Error('The site shell query answered no data');
  return result.data.branches;
});
