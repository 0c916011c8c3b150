import 'server-only';
import type { ReactNode } from 'react';
import { requestLocale } from '@/graphql/renderedLocale';
import { isolateNumbers, isolateRuns } from './Isolated';

/** `isolateRuns` for the page being rendered: Latin and number runs isolated on Urdu pages. */
export function isolated(text: string): ReactNode {
  return isolateRuns(text, requestLocale() === 'ur');
}

/** `isolateNumbers` for the page being rendered. */
export function numbersIsolated(text: string): ReactNode {
  return isolateNumbers(text, requestLocale() === 'ur');
}
