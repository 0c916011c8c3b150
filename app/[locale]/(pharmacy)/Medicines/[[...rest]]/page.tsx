import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { CataloguePage, catalogueMetadata } from '@/components/pharmacy/CataloguePage';

// One page for everyone, rendered on first visit, re-rendered at most once a minute
// (components/layout/onFirstVisit.ts); a search is medicine-search's (proxy.ts).
export const revalidate = 60;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return catalogueMetadata({});
}

/** The catalogue without a search (spec 001 §2), from the page cache like the other lists. */
export default async function MedicinesPage({ params }: { params: Promise<{ rest?: string[] }> }) {
  await enterLocale(params);
  await requireNoSegments(params);
  return <CataloguePage query={{}} />;
}
