import { describe, expect, it } from 'vitest';
import { CARE_VOCABULARY } from '@/domain/careVocabulary';
import { urduDepartment } from '@/domain/glossary';
import ur from '@/messages/ur.json' with { type: 'json' };
import { describeMatch } from '@/graphql/resolvers/consultantSearch';

/** Every reason a consultant card can give in Urdu for a concern, as the API composes it. */
const reasons = CARE_VOCABULARY.map((concern) => {
  const speciality = concern.departments[0]!;
  const match = { kind: 'CONDITION' as const, speciality, about: concern.about };
  return { about: concern.about.ur, reason: describeMatch(match, '', ur, 'ur').reason };
});

/**
 * Words that end in ا or ہ and stay so before a postposition: loanwords and feminine nouns. A
 * masculine noun ending in ا or ہ takes ے there (دورہ → دورے), an infinitive نا takes نے.
 */
const UNCHANGING = new Set(['ہرنیا', 'گٹھیا', 'ایگزیما', 'کورونا', 'نشوونما']);

/**
 * Words that end in ے and are oblique singulars, or loanwords: any other is taken for a direct
 * plural, which takes وں before a postposition (مسوڑھے → مسوڑھوں, ٹیکے → ٹیکوں).
 */
const OBLIQUE_SINGULARS = new Set([
  'دورے',
  'گلے',
  'موٹاپے',
  'نزلے',
  'دمے',
  'ختنے',
  'کولہے',
  'کندھے',
  'ایکسرے',
]);

/**
 * What is wrong with an "about" as it stands before "کے لیے": a genitive "کا" (its noun then is
 * in the oblique, so it takes "کے": "گردن کے درد"), or a word that heads the phrase or one of its
 * parts (before "اور", "یا", "،" or a bracket) still in the direct case: a masculine noun or an
 * infinitive in ا or ہ, a masculine plural in ے, a feminine plural in اں or یں. It reads the
 * endings, not a dictionary: unmarked nouns ("دست", "داغ") are a reader's to check (the snapshot).
 */
function directCase(about: string): string[] {
  const faults: string[] = [];
  if (/(^|\s)کا(\s|$)/.test(about)) faults.push('کا');
  const parts = about.split(/\s+(?:اور|یا)\s+|[،()]/);
  for (const part of parts) {
    const head = part.trim().split(/\s+/).at(-1);
    if (!head || !/\p{Script=Arabic}/u.test(head)) continue;
    if (/[اہ]$/.test(head) && !UNCHANGING.has(head)) faults.push(head);
    if (/ے$/.test(head) && !/نے$/.test(head) && !OBLIQUE_SINGULARS.has(head)) faults.push(head);
    // Feminine plurals: بیماریاں → بیماریوں, چوٹیں → چوٹوں.
    if (/(اں|یں)$/.test(head)) faults.push(head);
  }
  return faults;
}

describe('the Urdu the consultant search composes', () => {
  it('would catch the direct case the issue found', () => {
    expect(directCase('کمر اور گردن کا درد')).toEqual(['کا']);
    expect(directCase('سینے میں درد یا دل کا دورہ')).toEqual(['کا', 'دورہ']);
    expect(directCase('دانت اور مسوڑھے')).toEqual(['مسوڑھے']);
    expect(directCase('چکر آنا')).toEqual(['آنا']);
    expect(directCase('ہڈیاں اور حادثے کی چوٹیں')).toEqual(['ہڈیاں', 'چوٹیں']);
  });

  it('puts every concern in the oblique case before “کے لیے”', () => {
    const faults = reasons.filter(({ about }) => directCase(about).length > 0);
    expect(faults.map(({ about }) => `${about}: ${directCase(about).join(', ')}`)).toEqual([]);
  });

  it('composes every reason as “<department> — <about> کے لیے”', () => {
    for (const { about, reason } of reasons) expect(reason).toMatch(` — ${about} کے لیے`);
    expect(reasons.find(({ about }) => about.startsWith('کمر'))?.reason).toBe(
      `${urduDepartment('Orthopaedic Surgery')} — کمر اور گردن کے درد کے لیے`,
    );
  });

  it('lists every reason for a reader (the snapshot beside this file)', () => {
    expect(reasons.map(({ reason }) => reason)).toMatchSnapshot();
  });
});
