import type { ComponentProps } from 'react';
import { requestMessages } from '@/components/i18n/server';
import { ExternalAnchor } from './ExternalAnchor';

/** A link to another site (ExternalAnchor), saying in the page's language that it opens a new tab. */
export function ExternalLink(props: Omit<ComponentProps<typeof ExternalAnchor>, 'newTab'>) {
  return <ExternalAnchor newTab={requestMessages().site.opensNewTab} {...props} />;
}
