import { describe, expect, it } from 'vitest';
import { romanUrduSpelling } from '@/domain/romanUrduSpelling';

/** The ways one Urdu word is typed in Latin letters, each read as one spelling (issue 54). */
describe('Roman Urdu spelt one way', () => {
  it.each([
    ['دورہ', ['dora', 'daura', 'dorra', 'dorah']],
    ['پڑ', ['par', 'pad', 'parh', 'padh', 'parr']],
    ['پڑا', ['para', 'pada', 'parha']],
    ['دورے', ['doray', 'dore', 'dorey', 'daure']],
    ['زہر', ['zehar', 'zeher', 'zehr', 'zahar', 'zahr']],
    ['جھٹکے', ['jhatke', 'jhatkay', 'jhatkey', 'jatke']],
    ['لقوہ', ['laqwa', 'lakwa', 'laqwah']],
    ['فالج', ['falij', 'faalij']],
    ['ٹیڑھا', ['tedha', 'terha', 'teda']],
    ['لڑکھڑانا', ['larkharana', 'ladkhadana']],
    ['بے ہوش', ['behosh', 'beyhosh', 'behhosh']],
    ['غش', ['ghash', 'gash']],
    ['چکر', ['chakkar', 'chakar']],
    ['خون', ['khoon', 'khun', 'koon']],
    ['منہ', ['munh', 'moonh', 'mun']],
    ['آنکھ', ['aankh', 'ankh']],
    ['سینے', ['seene', 'seenay']],
    ['دوائی', ['dawai', 'dawaai', 'davai']],
  ])('reads %s typed %j as one word', (_, spellings) => {
    expect(new Set(spellings.map(romanUrduSpelling)).size).toBe(1);
  });

  it.each([
    ['daad', 'daarh', 'داد (ringworm) is not داڑھ (a molar): d after a long vowel is د'],
    ['dil', 'dal', 'vowels other than a long one written twice still tell words apart'],
    ['chakkar', 'shakar', 'ch and sh are letters of their own'],
    ['dard', 'darr', 'a d after a consonant stays d'],
    ['dora', 'rora', 'a first d stays d: Urdu has no ڑ there'],
  ])('tells %s from %s (%s)', (one, other) => {
    expect(romanUrduSpelling(one)).not.toBe(romanUrduSpelling(other));
  });

  it('leaves words in another script, and words with digits, as they are', () => {
    for (const word of ['دورہ', 'covid19', 'x-ray']) expect(romanUrduSpelling(word)).toBe(word);
  });
});
