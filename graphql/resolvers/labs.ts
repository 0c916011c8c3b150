import { getBranch } from '@/domain/branches';
import { config } from '@/adapters/config';
import { UpstreamError } from '@/adapters/http';
import { listLabs, lookupLabReports } from '@/adapters/labs';
import { isLabId, labIdOf, type LabIdChoice } from '@/domain/labs';
import type { Messages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';
import type { Resolvers } from '../__generated__/resolvers';
import { badInput, unavailable } from '../errors';
import { withinRateLimit } from './rateLimit';

/** The lookup's id, or the specification's refusal (spec 001 §5). */
export function chooseLabId(
  text: Messages['lab'],
  patientId: string | null | undefined,
  testId: string | null | undefined,
): LabIdChoice {
  const choice = labIdOf(patientId, testId);
  if (!choice) throw badInput(text.noId);
  if (!isLabId(choice.id)) throw badInput(text.badId);
  return choice;
}

export const labResolvers: Resolvers = {
  Query: {
    labs: () => listLabs(),
    labReports: async (_parent, { lab, patientId, testId }, context) => {
      context.noStore();
      const text = context.messages.lab;
      const choice = chooseLabId(text, patientId, testId);
      await withinRateLimit(context, 'lab-lookups', config().labs.lookupsPerMinute, text.tooMany);
      try {
        return { lab, ...choice, reports: await lookupLabReports(lab, choice.id) };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        throw unavailable(
          error.status === undefined
            ? text.noAnswer
            : translator(context.messages)('lab.status', { status: String(error.status) }),
        );
      }
    },
  },
  Lab: {
    branches: (lab) => lab.branches.map(getBranch),
  },
};
