import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BranchLandingDocument } from '@/graphql/__generated__/operations';
import { consultantFacts } from '@/sandbox/data/consultants';
import { departments } from '@/sandbox/data/departments-feed';
import { newsFacts } from '@/sandbox/data/news-feed';
import { serviceFacts } from '@/sandbox/data/services-feed';
import type { FaultRule, Sandbox } from '@/sandbox/server';
import { executeOperation, resetBetweenTests, startTestSandbox } from './support';

/** docs/branch-landing.graphql: everything a branch landing page needs, in one request. */
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

const dha = () => executeOperation(BranchLandingDocument, { branch: 'DHA' });

describe('a branch landing page', () => {
  it('gets every block in one request', async () => {
    const { body } = await dha();
    expect(body.errors).toBeUndefined();
    const branch = body.data!.branch;
    expect(branch.consultants?.totalCount).toBe(consultantFacts.countByBranch.DHA);
    expect(branch.consultants?.nodes).toHaveLength(12);
    expect(branch.services).toHaveLength(serviceFacts.countByBranch.DHA);
    expect(branch.news.nodes).toHaveLength(newsFacts.countByBranch.DHA);
    expect(branch.featuredDepartments).toHaveLength(5);
    // The general list's letter tiles are stock pictures, so pages draw the department's icon.
    for (const entry of branch.featuredDepartments) expect(entry.image.isFallback).toBe(true);
    expect(branch.about?.heading).toBeTruthy();
    expect(branch.phone).toBeTruthy();
  });

  it("links each featured department to the branch's department of the same name", async () => {
    const { body } = await dha();
    const featured = body.data!.branch.featuredDepartments;
    const radiology = departments.find(
      (record) =>
        record.cosT_DESC === 'Radiology' && record.brancH_NAME.trim().toLowerCase() === 'dha',
    )!;
    expect(featured.map((entry) => [entry.name, entry.department?.id ?? null])).toEqual([
      ['Orthopedics', null],
      ['Pediatrics', null],
      ['Psychiatry', null],
      ['Radiology', String(radiology.cosT_CENTER_ID)],
      ['Plastic Surgery', null],
    ]);
  });

  it('leaves the featured departments unlinked, without an error, when the departments feed fails', async () => {
    sandbox.faults.set({ match: '/plain/api/web/departments', mode: 'error', status: 503 });
    const { body } = await dha();
    expect(body.errors).toBeUndefined();
    expect(body.data!.branch.featuredDepartments.map((entry) => entry.department)).toEqual(
      Array(5).fill(null),
    );
  });

  // DHA's pages read every feed from the plain host.
  const FAILURES: [string, FaultRule, (branch: Landing) => unknown, string | null][] = [
    [
      'consultants',
      { match: '/plain/api/web/Consultants', mode: 'error', status: 503 },
      (branch) => branch.consultants,
      'Failed to fetch data',
    ],
    [
      'services',
      { match: '/plain/api/web/Serviceslist', mode: 'error', status: 503 },
      (branch) => branch.services,
      'Failed to fetch services',
    ],
    // News and about-us failures are only logged (spec 000 §4): their blocks stay empty.
    [
      'news',
      { match: '/plain/api/web/NewsEvents', mode: 'malformed' },
      (branch) => (branch.news.nodes.length === 0 ? null : branch.news),
      null,
    ],
    ['about', { match: '/plain/api/web/aboutus', mode: 'error' }, (branch) => branch.about, null],
  ];

  it.each(FAILURES)(
    'when the %s feed fails, blanks that block only and keeps the rest',
    async (_feed, rule, block, message) => {
      sandbox.faults.set(rule);
      const { status, body } = await dha();
      expect(status).toBe(200);
      const branch = body.data!.branch;
      expect(block(branch)).toBeNull();
      expect(body.errors?.map((error) => error.message) ?? []).toEqual(message ? [message] : []);
      for (const [other, , otherBlock] of FAILURES) {
        if (other !== _feed) expect(otherBlock(branch), other).not.toBeNull();
      }
      expect(branch.displayName).toBe('DHA');
      expect(branch.featuredDepartments).toHaveLength(5);
    },
  );
});

type Landing = NonNullable<Awaited<ReturnType<typeof dha>>['body']['data']>['branch'];
