import { describe, expect, it } from 'vitest';
import { nameSound } from '@/domain/nameSounds';
import { wordKey } from '@/domain/searchText';

/** A word's sound as the search takes it: read as typed words are first. */
const sound = (word: string) => nameSound(wordKey(word));

describe('a name’s sound, in either script', () => {
  it.each([
    ['عائشہ', 'Ayesha', 'Aisha'],
    ['خان', 'Khan', 'Khaan'],
    ['محمود', 'Mahmood', 'Mehmood'],
    ['قریشی', 'Qureshi', 'Qureshi'],
    ['عثمان', 'Usman', 'Osman'],
    ['صدیقی', 'Siddiqui', 'Sidiqui'],
    ['زہرا', 'Zahra', 'Zehra'],
    ['شاہد', 'Shahid', 'Shahid'],
    ['یاسر', 'Yasir', 'Yaser'],
    ['رضوان', 'Rizwan', 'Rizwan'],
    ['گیلانی', 'Gilani', 'Geelani'],
    // Medicines' names, spelled as English spells them (issue 54).
    ['پیراسیٹامول', 'Paracetamol', 'Parasetamol'],
    ['گلوکوفیج', 'Glucophage', 'Glucofaj'],
    ['فلیجل', 'Flagyl', 'Flajil'],
  ])('hears %s as %s and %s', (urdu, latin, other) => {
    expect(sound(urdu)).toBe(sound(latin));
    expect(sound(other)).toBe(sound(latin));
  });

  it.each([
    ['شاہ', 'عائشہ'],
    ['اسما', 'سائمہ'],
    ['Shah', 'Ayesha'],
    ['Asma', 'Saima'],
  ])('tells %s from %s', (one, other) => {
    expect(sound(one)).not.toBe(sound(other));
  });

  it('has no sound for words of neither script or without a consonant', () => {
    expect(sound('123')).toBeNull();
    expect(sound('aaa')).toBeNull();
    expect(sound('آ')).toBeNull();
  });
});
