import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { ExternalAnchor } from './ExternalAnchor';

/** A link to another site (ExternalAnchor), saying in the page's language that it opens a new tab. */
export function ExternalLink(props: Omit<ComponentProps<typeof ExternalAnchor>, 'newTab'>) {
  const t = useTranslations();
  return <ExternalAnchor newTab={t('site.opensNewTab')} {...props} />;
}
