import { describe, expect, it } from 'vitest';
import { getBranch, isFeaturedDepartment, type BranchId } from '@/domain/branches';
import { GENERIC_DEPARTMENTS } from '@/domain/genericDepartments';
import { preview } from '@/graphql/resolvers/notices';
import { connection, pageOf } from '@/graphql/resolvers/pagination';
import { cursorAt } from '@/graphql/cursors';

const featured = (branch: BranchId) =>
  GENERIC_DEPARTMENTS.filter((department) => isFeaturedDepartment(branch, department.id)).map(
    (d) => d.name,
  );

describe('the general department list', () => {
  it('has 19 entries in the specified order, medicine and Diet & Nutrition both id 18', () => {
    expect(GENERIC_DEPARTMENTS).toHaveLength(19);
    expect(GENERIC_DEPARTMENTS.map((d) => d.name)).toEqual([
      'Cardiology',
      'Neurology',
      'medicine',
      'Oncology',
      'Orthopedics',
      'Pediatrics',
      'Psychiatry',
      'Radiology',
      'Plastic Surgery',
      'Nephrology',
      'Pulmonology',
      'Pain Management',
      'Gastroenterology',
      'Ear Nose & Throat (ENT)',
      'Eyes',
      'Dental & Maxillofacial',
      'Dermatology & Cosmetology',
      'Anesthesiology',
      'Diet & Nutrition',
    ]);
    expect(GENERIC_DEPARTMENTS.filter((d) => d.id === 18).map((d) => d.name)).toEqual([
      'medicine',
      'Diet & Nutrition',
    ]);
  });
});

describe('featured departments per branch', () => {
  it('DHA and Akhtar Saeed feature ids 4 to 8', () => {
    const expected = ['Orthopedics', 'Pediatrics', 'Psychiatry', 'Radiology', 'Plastic Surgery'];
    expect(featured('DHA')).toEqual(expected);
    expect(featured('AKHTAR_SAEED')).toEqual(expected);
  });

  it('Doctors Hospital features ids 1 to 18: the whole list', () => {
    expect(featured('DOCTORS_HOSPITAL')).toHaveLength(19);
  });

  it('Bahria Golf City features ids 2 to 12', () => {
    expect(featured('BAHRIA_GOLF_CITY')).toEqual([
      'Neurology',
      'Oncology',
      'Orthopedics',
      'Pediatrics',
      'Psychiatry',
      'Radiology',
      'Plastic Surgery',
      'Nephrology',
      'Pulmonology',
      'Pain Management',
      'Gastroenterology',
    ]);
  });

  it('Bahria Enclave shows the result of its later filter, "not 8 to 12"', () => {
    const names = featured('BAHRIA_ENCLAVE');
    expect(names).not.toContain('Plastic Surgery');
    expect(names).not.toContain('Gastroenterology');
    expect(names).toContain('Cardiology');
    expect(names).toContain('medicine');
    expect(names).toHaveLength(14);
  });
});

describe('per-branch page rules in the registry', () => {
  it('limits news to four for Iqbal Town and West Wood only', () => {
    expect(getBranch('ALLAMA_IQBAL_TOWN').newsLimit).toBe(4);
    expect(getBranch('WEST_WOOD').newsLimit).toBe(4);
    expect(getBranch('DHA').newsLimit).toBeNull();
  });

  it('says "No services available." for Doctors Hospital and Bahria Enclave only', () => {
    expect(getBranch('DOCTORS_HOSPITAL').noServicesText).toBe('No services available.');
    expect(getBranch('BAHRIA_ENCLAVE').noServicesText).toBe('No services available.');
    expect(getBranch('DHA').noServicesText).toBeNull();
  });

  it('has the West Wood about-us message', () => {
    expect(getBranch('WEST_WOOD').noAboutText).toBe('No data found for Westwood branch');
    expect(getBranch('DHA').noAboutText).toBeNull();
  });
});

describe('cursor connections', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  const page = (args: { first?: number; after?: string }) => connection(items, pageOf(args));

  it('answers everything without arguments, with the total and no further page', () => {
    const all = page({});
    expect(all.nodes).toEqual(items);
    expect(all.totalCount).toBe(5);
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('pages on from the end cursor until hasNextPage is false', () => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const current = page({ first: 2, after });
      seen.push(...current.nodes);
      pages += 1;
      expect(current.totalCount).toBe(5);
      expect(current.edges.map((edge) => edge.node)).toEqual(current.nodes);
      expect(current.pageInfo.endCursor).toBe(current.edges.at(-1)?.cursor);
      if (!current.pageInfo.hasNextPage) break;
      after = current.pageInfo.endCursor!;
    }
    expect(seen).toEqual(items);
    expect(pages).toBe(3);
  });

  it('gives opaque cursors, and an empty page after the last item', () => {
    const first = page({ first: 1 });
    expect(first.pageInfo.endCursor).not.toMatch(/^\d+$/);
    const beyond = page({ after: cursorAt(4) });
    expect(beyond.nodes).toEqual([]);
    expect(beyond.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
      endCursor: null,
    });
  });

  it.each([
    [{ first: 0 }, /between 1 and 500/],
    [{ first: 501 }, /between 1 and 500/],
    [{ after: '3' }, /not a cursor/],
    [{ after: 'not a cursor!' }, /not a cursor/],
    [{ after: Buffer.from('o:-1').toString('base64url') }, /not a cursor/],
  ])('refuses %j with a clear error', (args, message) => {
    expect(() => pageOf(args)).toThrow(message);
  });
});

describe('announcement preview', () => {
  it('cuts at 150 characters followed by an ellipsis', () => {
    expect(preview('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`);
    expect(preview('a'.repeat(150))).toBe('a'.repeat(150));
    expect(preview(null)).toBeNull();
  });
});
