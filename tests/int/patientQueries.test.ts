import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetRateLimits } from '@/adapters/sharedState';
import type { Sandbox } from '@/sandbox/server';
import { PATIENT_QUERIES } from '../fixtures/patientQueries';
import {
  FIRST_FIVE,
  describeRedFlagFigures,
  isRightAnswer,
  judgeRedFlags,
} from '../fixtures/judgeSearch';
import { LOOK_ALIKE_QUERIES, RED_FLAG_QUERIES } from '../fixtures/redFlagQueries';
import { GROUP } from '@/content/group';
import { ANSWER_LANGUAGE_HEADER } from '@/graphql/answerLanguage';
import { PatientSearchDocument } from './__generated__/operations';
import { executeOperation, startTestSandbox } from './support';

/**
 * The public set of patients' queries, asked through the API as internal tools and the pages ask
 * it: the share answered right in the first five, and the legacy substring rule's results kept.
 */

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

async function ask(
  variables: { query?: string; text?: string; first?: number },
  headers?: Record<string, string>,
) {
  // A thousand questions from one tool: the per-client limit is another test's subject.
  resetRateLimits();
  const { status, body } = await executeOperation(PatientSearchDocument, variables, headers);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.consultants!;
}

describe('the patients’ query set through the API', () => {
  it('answers at least 95 % right in the first five', async () => {
    const wrong: string[] = [];
    for (const patient of PATIENT_QUERIES) {
      const answer = await ask({ query: patient.query, first: FIRST_FIVE });
      const shown = answer.edges.map(({ node }) => node);
      if (!isRightAnswer(patient, shown, answer.reading?.emergency ?? false)) {
        wrong.push(`${patient.query} → ${shown.map((node) => node.department).join(', ')}`);
      }
    }
    const share = 1 - wrong.length / PATIENT_QUERIES.length;
    expect(share, `answered wrong:\n${wrong.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps every consultant the specification’s substring rule finds, on every query', async () => {
    for (const patient of PATIENT_QUERIES) {
      const found = new Set((await ask({ query: patient.query })).edges.map(({ node }) => node.id));
      const bySubstring = (await ask({ text: patient.query })).edges.map(({ node }) => node.id);
      expect(
        bySubstring.filter((id) => !found.has(id)),
        patient.query,
      ).toEqual([]);
    }
  });

  it('says why each result matched', async () => {
    const answer = await ask({ query: 'dil', first: 1 });
    expect(answer.edges[0]!.match).toMatchObject({ kind: 'CONDITION', speciality: 'Cardiology' });
    expect(answer.edges[0]!.match!.reason).toMatch(/^Cardiology — for /);
    expect(answer.reading).toMatchObject({ emergency: false, specialities: ['Cardiology'] });
  });
});

describe('red flags and their look-alikes through the API (issue 40)', () => {
  it('reads at least 98 % of the red flags as emergencies and at least 98 % of the look-alikes as not', async () => {
    const figures = await judgeRedFlags(
      async (query) => (await ask({ query, first: 1 })).reading?.emergency === true,
      RED_FLAG_QUERIES,
      LOOK_ALIKE_QUERIES,
    );
    console.log(`API reading: ${describeRedFlagFigures(figures)}`);
    const wrong = `answered wrong:\n${figures.wrong.join('\n')}`;
    expect(figures.redFlags.share, wrong).toBeGreaterThanOrEqual(0.98);
    expect(figures.lookAlikes.share, wrong).toBeGreaterThanOrEqual(0.98);
  });
});

describe('a speciality the group has no doctor of, through the API (issue 40)', () => {
  it.each(['eye', 'ankh', 'آنکھ'])(
    '“%s”: the reading says there is no eye specialist and offers the physicians and the helpline',
    async (query) => {
      const { reading } = await ask({ query, first: 1 });
      expect(reading?.gap).toEqual({
        speciality: 'Eyes',
        message: 'No doctor listed here is a specialist in Eyes (Ophthalmology).',
        instead: ['Medicine'],
        help:
          'Our General medicine (Medicine) doctors can see you first and refer you to a specialist. ' +
          'Or call us, and we will help you find the right doctor.',
        helpline: GROUP.phone,
      });
    },
  );

  it('says so in Urdu to an Urdu page', async () => {
    const { reading } = await ask({ query: 'آنکھ', first: 1 }, { [ANSWER_LANGUAGE_HEADER]: 'ur' });
    expect(reading?.gap?.message).toBe('یہاں درج ڈاکٹروں میں امراضِ چشم (Eye) کا کوئی ماہر نہیں۔');
    expect(reading?.gap?.help).toMatch(/^ہمارے میڈیسن کے ڈاکٹر .* یا ہمیں کال کریں/);
  });

  it('has no gap where the speciality the words need has doctors', async () => {
    expect((await ask({ query: 'dil', first: 1 })).reading?.gap).toBeNull();
  });
});
