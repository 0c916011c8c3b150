import { Document } from '@/components/layout/Document';

/** The English pages, at the legacy site's addresses. */
export default function EnglishLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <Document locale="en">{children}</Document>;
}
