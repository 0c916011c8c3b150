import { getBranch } from '@/domain/branches';
import { config } from '@/adapters/config';
import { UpstreamError } from '@/adapters/http';
import { listLabs, lookupLabReports } from '@/adapters/labs';
import { isLabId, labIdOf, type LabIdChoice } from '@/domain/labs';
import { messages } from '@/domain/messages';
import type { Resolvers } from '../__generated__/resolvers';
import { badInput, unavailable } from '../errors';
import { withinRateLimit } from './rateLimit';

const TEXT = messages.lab;

/** The lookup's id, or the specification's refusal (spec 001 §5). */
export function chooseLabId(
  patientId: string | null | undefined,
  testId: string | null | undefined,
): LabIdChoice {
  const choice = labIdOf(patientId, testId);
  if (!choice) throw badInput(TEXT.noId);
  if (!isLabId(choice.id)) throw badInput(TEXT.badId);
  return choice;
}

export const labResolvers: Resolvers = {
  Query: {
    labs: () => listLabs(),
    labReports: async (_parent, { lab, patientId, testId }, context) => {
      context.noStore();
      const choice = chooseLabId(patientId, testId);
      await withinRateLimit(context, 'lab-lookups', config().labs.lookupsPerMinute, TEXT.tooMany);
      try {
        return { lab, ...choice, reports: await lookupLabReports(lab, choice.id) };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        throw unavailable(error.status === undefined ? TEXT.noAnswer : TEXT.status(error.status));
      }
    },
  },
  Lab: {
    branches: (lab) => lab.branches.map(getBranch),
  },
};
