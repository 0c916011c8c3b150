import { getBranch } from '@/adapters/branches';
import { config } from '@/adapters/config';
import { UpstreamError } from '@/adapters/http';
import { listLabs, lookupLabReports } from '@/adapters/labs';
import { isLabId } from '@/domain/labs';
import type { Resolvers } from '../__generated__/resolvers';
import { badInput, unavailable } from '../errors';
import { withinRateLimit } from './rateLimit';

/** The specification's texts (spec 001 §5, §8). */
export const LAB_MESSAGES = {
  noId: 'Please enter either a Test ID or Patient ID.',
  badId: 'An ID is 4 to 12 digits, as printed on your receipt.',
  tooMany: 'Too many report lookups from this device. Please wait a minute and try again.',
  // A browser's fetch says this when the server does not answer at all.
  noAnswer: 'Failed to fetch',
  status: (code: number) => `HTTP error! status: ${code}`,
} as const;

export type LabIdChoice = { idKind: 'TEST' | 'PATIENT'; id: string };

/** Which id a lookup is made by: the test id when both are given (spec 001 §5). */
export function chooseLabId(
  patientId: string | null | undefined,
  testId: string | null | undefined,
): LabIdChoice {
  const test = testId?.trim() ?? '';
  const patient = patientId?.trim() ?? '';
  const choice: LabIdChoice | null = test
    ? { idKind: 'TEST', id: test }
    : patient
      ? { idKind: 'PATIENT', id: patient }
      : null;
  if (!choice) throw badInput(LAB_MESSAGES.noId);
  if (!isLabId(choice.id)) throw badInput(LAB_MESSAGES.badId);
  return choice;
}

export const labResolvers: Resolvers = {
  Query: {
    labs: () => listLabs(),
    labReports: async (_parent, { lab, patientId, testId }, context) => {
      context.noStore();
      const choice = chooseLabId(patientId, testId);
      await withinRateLimit(
        context,
        'lab-lookups',
        config().labs.lookupsPerMinute,
        LAB_MESSAGES.tooMany,
      );
      try {
        return { lab, ...choice, reports: await lookupLabReports(lab, choice.id) };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        throw unavailable(
          error.status === undefined ? LAB_MESSAGES.noAnswer : LAB_MESSAGES.status(error.status),
        );
      }
    },
  },
  Lab: {
    branches: (lab) => lab.branches.map(getBranch),
  },
};
