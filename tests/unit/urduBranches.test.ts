import { describe, expect, it } from 'vitest';
import { getBranch, listBranches, URDU_CITY, urduBranchPlace } from '@/domain/branches';

const LATIN = /[A-Za-z]/;

describe('the branch registry in Urdu', () => {
  it('writes every branch’s names, city, description and address in Urdu script', () => {
    for (const branch of listBranches()) {
      for (const [field, text] of Object.entries(branch.urdu)) {
        expect(text, `${branch.id} ${field}`).toMatch(/[\u0600-\u06ff]/);
        expect(text, `${branch.id} ${field}`).not.toMatch(LATIN);
      }
      expect(branch.urdu.city).toBe(URDU_CITY[branch.city]);
    }
  });

  it('keeps the numbers of the English description (beds)', () => {
    for (const branch of listBranches()) {
      const digits = (text: string) => text.match(/\d+/g) ?? [];
      expect(digits(branch.urdu.description)).toEqual(digits(branch.description));
    }
  });

  it('names the places as Urdu writes them', () => {
    expect(getBranch('DHA').urdu.name).toBe('ڈی ایچ اے');
    expect(getBranch('ALLAMA_IQBAL_TOWN').urdu.name).toBe('علامہ اقبال ٹاؤن');
    expect(getBranch('BAHRIA_GOLF_CITY').urdu.city).toBe('اسلام آباد');
    expect(getBranch('WEST_WOOD').urdu.address).toBe('نمونے کا پتہ، ویسٹ ووڈ، لاہور');
  });

  it('adds the city where the name does not say it, as branchPlace does in English', () => {
    expect(urduBranchPlace(getBranch('WEST_WOOD'))).toBe('ویسٹ ووڈ، لاہور');
    expect(urduBranchPlace(getBranch('BAHRIA_GOLF_CITY'))).toBe('اسلام آباد (بحریہ گالف سٹی)');
    expect(urduBranchPlace(getBranch('BAHRIA_ENCLAVE'))).toBe('بحریہ انکلیو، اسلام آباد');
  });
});
