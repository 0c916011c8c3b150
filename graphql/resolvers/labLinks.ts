import { combinedReportLink } from '@/adapters/labLinks';
import type { Resolvers } from '../__generated__/resolvers';

/**
 * The combined report's link of a lookup that found a patient's reports. A lookup by a test's id
 * has none: a link is handed out only for the id the lookup was made by, and a test's names no
 * patient.
 */
export const labLinkResolvers: Resolvers = {
  LabReportLookup: {
    combinedReportUrl: (lookup) =>
      lookup.idKind === 'PATIENT' && lookup.reports.length > 0
        ? combinedReportLink(lookup.lab, lookup.id)
        : null,
  },
};
