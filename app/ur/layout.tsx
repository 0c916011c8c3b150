import { Document } from '@/components/layout/Document';
import { UrduProvider } from '@/i18n/UrduProvider';

/** The Urdu pages, under /ur (issue 20): the English pages' components, in Urdu, right to left. */
export default function UrduLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <Document locale="ur" provider={UrduProvider}>
      {children}
    </Document>
  );
}
