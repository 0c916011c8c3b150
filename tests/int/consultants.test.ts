import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConsultantDetailDocument,
  ConsultantListDocument,
} from '@/graphql/__generated__/operations';
import { consultantFacts } from '@/sandbox/data/consultants';
import type { Sandbox } from '@/sandbox/server';
import { executeOperation, resetBetweenTests, startTestSandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

describe('consultants query', () => {
  it('lists every consultant of the group', async () => {
    const { status, body } = await executeOperation(ConsultantListDocument, {
      branch: null,
      search: null,
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.consultants).toHaveLength(consultantFacts.total);
  });

  it("lists one branch's consultants, whatever spelling of the branch their records use", async () => {
    const { body } = await executeOperation(ConsultantListDocument, {
      branch: 'DHA',
      search: null,
    });
    const consultants = body.data?.consultants ?? [];
    expect(consultants).toHaveLength(consultantFacts.countByBranch.DHA);
    expect(new Set(consultants.map((consultant) => consultant.branchName))).toEqual(
      new Set(['DHA']),
    );
  });

  it('reads a branch from the host that serves it and builds its images against that host', async () => {
    const { body } = await executeOperation(ConsultantListDocument, {
      branch: 'DHA',
      search: null,
    });
    const own = body.data!.consultants.filter((c) => !c.photo.url.startsWith('/images/'));
    expect(own.length).toBeGreaterThan(0);
    for (const consultant of own)
      expect(consultant.photo.url.startsWith(sandbox.hosts.plain)).toBe(true);
    expect(sandbox.requests().map((entry) => entry.path)).toContain('/plain/api/web/Consultants');
  });

  it('fetches a feed once for many requests (cached whole feed)', async () => {
    await Promise.all(
      Array.from({ length: 5 }, () =>
        executeOperation(ConsultantListDocument, { branch: 'DHA', search: null }),
      ),
    );
    await executeOperation(ConsultantListDocument, { branch: 'DOCTORS_HOSPITAL', search: null });
    const feedCalls = sandbox
      .requests()
      .filter((entry) => entry.path === '/plain/api/web/Consultants');
    expect(feedCalls).toHaveLength(1);
  });

  it('filters on the server by name text and by department', async () => {
    const byName = await executeOperation(ConsultantListDocument, {
      branch: 'DHA',
      search: { text: 'ayesha', department: '' },
    });
    expect(byName.body.data?.consultants.map((c) => Number(c.id)).sort()).toEqual(
      [...consultantFacts.ayeshaAtDhaIds].sort(),
    );

    const byDepartment = await executeOperation(ConsultantListDocument, {
      branch: null,
      search: { text: null, department: 'Cardiology' },
    });
    const found = byDepartment.body.data?.consultants ?? [];
    expect(found.length).toBeGreaterThanOrEqual(consultantFacts.countByDepartment.Cardiology);
    expect(found.length).toBeLessThan(consultantFacts.total);
  });

  it('refuses over-long search text with a clear error', async () => {
    const { body } = await executeOperation(ConsultantListDocument, {
      branch: null,
      search: { text: 'x'.repeat(101), department: null },
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Search text must be at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
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

  it('answers null for an id nobody has', async () => {
    const { body } = await executeOperation(ConsultantDetailDocument, {
      id: String(consultantFacts.unknownIdInRange),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.consultant).toBeNull();
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
    const { body } = await executeOperation<
      { branches: { id: string; consultantsPath: string }[] },
      never
    >('{ branches { id consultantsPath } }');
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
    const { body } = await executeOperation<
      {
        branch: {
          displayName: string;
          beds: { total: number } | null;
          consultants: { id: string }[];
        };
      },
      never
    >('{ branch(id: WEST_WOOD) { displayName beds { total } consultants { id } } }');
    expect(body.data?.branch.beds?.total).toBe(220);
    expect(body.data?.branch.consultants).toHaveLength(consultantFacts.countByBranch['West Wood']);
  });
});
