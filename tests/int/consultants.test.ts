import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsultantDetailDocument } from '@/graphql/__generated__/operations';
import { consultantFacts } from '@/sandbox/data/consultants';
import type { Sandbox } from '@/sandbox/server';
import { sitsToday } from '@/domain/sittingDays';
import {
  BranchConsultantsDocument,
  BranchRegistryDocument,
  ConsultantDepartmentsDocument,
  ConsultantsPageDocument,
  type ConsultantsPageQueryVariables,
} from './__generated__/operations';
import { executeOperation, resetBetweenTests, startTestSandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

const page = (variables: ConsultantsPageQueryVariables) =>
  executeOperation(ConsultantsPageDocument, variables);

describe('consultants query', () => {
  it('counts every consultant of the group', async () => {
    const { status, body } = await page({ first: 1 });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.consultants?.totalCount).toBe(consultantFacts.total);
  });

  it("lists one branch's consultants, whatever spelling of the branch their records use", async () => {
    const { body } = await page({ branch: 'DHA' });
    const nodes = body.data?.consultants?.nodes ?? [];
    expect(nodes).toHaveLength(consultantFacts.countByBranch.DHA);
    expect(new Set(nodes.map((consultant) => consultant.branchName))).toEqual(new Set(['DHA']));
  });

  it('reads a branch from the host that serves it and builds its images against that host', async () => {
    const { body } = await page({ branch: 'DHA' });
    const own = body.data!.consultants!.nodes.filter((c) => !c.photo.url.startsWith('/images/'));
    expect(own.length).toBeGreaterThan(0);
    for (const consultant of own)
      expect(consultant.photo.url.startsWith(sandbox.hosts.plain)).toBe(true);
    expect(sandbox.requests().map((entry) => entry.path)).toContain('/plain/api/web/Consultants');
  });

  it('fetches a feed once for many requests (cached whole feed)', async () => {
    await Promise.all(Array.from({ length: 5 }, () => page({ branch: 'DHA' })));
    await page({ branch: 'DOCTORS_HOSPITAL' });
    const feedCalls = sandbox
      .requests()
      .filter((entry) => entry.path === '/plain/api/web/Consultants');
    expect(feedCalls).toHaveLength(1);
  });

  it('filters on the server by name text and by department', async () => {
    const byName = await page({ branch: 'DHA', search: { text: 'ayesha', department: '' } });
    expect(byName.body.data?.consultants?.nodes.map((c) => Number(c.id)).sort()).toEqual(
      [...consultantFacts.ayeshaAtDhaIds].sort(),
    );

    const byDepartment = await page({ search: { department: 'Cardiology' } });
    const count = byDepartment.body.data?.consultants?.totalCount ?? 0;
    expect(count).toBeGreaterThanOrEqual(consultantFacts.countByDepartment.Cardiology);
    expect(count).toBeLessThan(consultantFacts.total);
  });

  it("keeps, with sitsToday, only the consultants whose timing names Pakistan's weekday", async () => {
    const all = await page({ branch: 'DHA' });
    const today = await page({ branch: 'DHA', search: { sitsToday: true } });
    const found = today.body.data?.consultants?.nodes ?? [];
    const expected = all.body.data!.consultants!.nodes.filter((c) =>
      sitsToday(c.timing, new Date()),
    );
    expect(found.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(found.length).toBeLessThan(all.body.data!.consultants!.nodes.length);
  });

  it('lists every department the consultants belong to, once each, for the filter', async () => {
    const { body } = await executeOperation(ConsultantDepartmentsDocument, {});
    const departments = Object.entries(consultantFacts.countByDepartment)
      .filter(([, count]) => count > 0)
      .map(([name]) => name);
    expect(body.data?.consultantDepartments).toEqual(
      [...departments].sort((a, b) => a.localeCompare(b, 'en')),
    );
    const atDha = await executeOperation(ConsultantDepartmentsDocument, { branch: 'DHA' });
    expect(atDha.body.data?.consultantDepartments?.length).toBeGreaterThan(5);
    expect(atDha.body.data?.consultantDepartments?.length).toBeLessThanOrEqual(departments.length);
  });

  it('finds the Akhtar Saeed Trust Hospital doctors by "trust", however their records spell it', async () => {
    const { body } = await page({ search: { text: 'trust' } });
    const found = body.data?.consultants;
    expect(found?.totalCount).toBe(consultantFacts.countByBranch['Akhtar Saeed']);
    expect(new Set(found?.nodes.map((c) => c.branchName))).toEqual(
      new Set(['Akhtar Saeed Trust Hospital']),
    );
  });

  it('refuses over-long search text with a clear error', async () => {
    const { body } = await page({ search: { text: 'x'.repeat(101) } });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Search text must be at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('paging through consultants', () => {
  it('walks a whole list by endCursor, with a steady totalCount and hasNextPage false at the end', async () => {
    const seen: string[] = [];
    const cursors = new Set<string>();
    let after: string | null = null;
    for (let pages = 1; ; pages += 1) {
      const { body } = await page({ branch: 'DHA', first: 10, after });
      const connection = body.data!.consultants!;
      expect(connection.totalCount).toBe(consultantFacts.countByBranch.DHA);
      expect(connection.pageInfo.hasPreviousPage).toBe(pages > 1);
      expect(connection.edges.map((edge) => edge.node.id)).toEqual(
        connection.nodes.map((node) => node.id),
      );
      for (const edge of connection.edges) cursors.add(edge.cursor);
      seen.push(...connection.nodes.map((node) => node.id));
      expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1)?.cursor ?? null);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    const whole = await page({ branch: 'DHA' });
    expect(seen).toEqual(whole.body.data!.consultants!.nodes.map((node) => node.id));
    expect(cursors.size).toBe(seen.length);
    for (const cursor of cursors) expect(seen).not.toContain(cursor);
  });

  it('pages a searched list the same way', async () => {
    const first = await page({ search: { department: 'Medicine' }, first: 2 });
    const connection = first.body.data!.consultants!;
    expect(connection.pageInfo.hasNextPage).toBe(connection.totalCount > 2);
    const next = await page({
      search: { department: 'Medicine' },
      first: 2,
      after: connection.pageInfo.endCursor,
    });
    expect(next.body.data!.consultants!.nodes[0]?.id).not.toBe(connection.nodes[0]?.id);
  });

  it.each([
    [{ first: 0 }, 'first must be between 1 and 500.'],
    [{ first: 501 }, 'first must be between 1 and 500.'],
    [{ after: 'garbage' }, 'after is not a cursor of this API.'],
    [{ after: '12' }, 'after is not a cursor of this API.'],
  ])('refuses %j with BAD_USER_INPUT and calls no upstream', async (args, message) => {
    const { body } = await page(args);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(sandbox.requests()).toHaveLength(0);
  });
});

describe('consultant query', () => {
  it('answers the consultant when the service sends one object', async () => {
    const id = String(consultantFacts.evenCompleteId);
    const { body } = await executeOperation(ConsultantDetailDocument, { id });
    expect(body.data?.consultant).toMatchObject({ id });
    expect(body.data?.consultant?.speciality).not.toBeNull();
  });

  it('answers the consultant when the service sends an array', async () => {
    const id = String(consultantFacts.oddCompleteId);
    const { body } = await executeOperation(ConsultantDetailDocument, { id });
    expect(body.data?.consultant?.id).toBe(id);
  });

  it('answers null for missing fields and the stock picture for a missing image', async () => {
    const { body } = await executeOperation(ConsultantDetailDocument, {
      id: String(consultantFacts.sparseRecordId),
    });
    expect(body.data?.consultant).toMatchObject({
      designation: null,
      timing: null,
      speciality: null,
      photo: { url: '/images/default-doctor.svg' },
    });
  });

  it('refuses an id that is not a positive whole number, without calling the service', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '../Consultants', '1 OR 1=1']) {
      const { body } = await executeOperation(ConsultantDetailDocument, { id });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(sandbox.requests()).toHaveLength(0);
  });
});

describe('branch queries', () => {
  it('lists the seven branches from the registry without calling any upstream', async () => {
    const { body } = await executeOperation(BranchRegistryDocument);
    expect(body.data?.branches.map((branch) => branch.id)).toEqual([
      'ALLAMA_IQBAL_TOWN',
      'DHA',
      'WEST_WOOD',
      'BAHRIA_GOLF_CITY',
      'BAHRIA_ENCLAVE',
      'AKHTAR_SAEED',
      'DOCTORS_HOSPITAL',
    ]);
    expect(sandbox.requests()).toHaveLength(0);
  });

  it("gives a branch's consultants through the branch", async () => {
    const { body } = await executeOperation(BranchConsultantsDocument, { branch: 'WEST_WOOD' });
    expect(body.data?.branch.beds?.total).toBe(220);
    expect(body.data?.branch.consultants?.totalCount).toBe(
      consultantFacts.countByBranch['West Wood'],
    );
  });
});
