import type { ComponentType } from 'react';
import { urduPage } from './urduRoute';
import { UrduCatalogue } from './UrduCatalogue';

/**
 * The Urdu twin of a route whose browser components read the catalogue (the forms, the lab
 * search, the consultant lists, the pharmacy): the Urdu catalogue goes with these pages and no
 * other (issue 22). scripts/urdu-routes.ts lists them; only their twins import this module, since
 * a client component any Urdu route file imported would be sent with every Urdu page.
 */
export function urduPageWithCatalogue<P extends object>(Page: ComponentType<P>) {
  const Urdu = urduPage(Page);
  return function UrduPageWithCatalogue(props: P) {
    return (
      <UrduCatalogue>
        <Urdu {...props} />
      </UrduCatalogue>
    );
  };
}

export const urduLayoutWithCatalogue = urduPageWithCatalogue;
