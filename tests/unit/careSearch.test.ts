import { describe, expect, it } from 'vitest';
import { reshapeConsultants, type Consultant } from '@/adapters/consultants';
import { readQuery } from '@/domain/careSearch';
import { searchConsultants } from '@/domain/consultantSearch';
import { readSearchText } from '@/domain/searchText';
import { consultantSpeciality, specialityName } from '@/domain/specialities';
import { describeMatch } from '@/graphql/resolvers/consultantSearch';
import en from '@/messages/en.json' with { type: 'json' };
import ur from '@/messages/ur.json' with { type: 'json' };
import { consultants as records } from '../../sandbox/data/consultants';

// The sandbox's feed: 252 records with the wire's spellings, gaps and missing values.
const feed = reshapeConsultants(records, 'http://sandbox.test');

function find(query: string, criteria: { text?: string; department?: string } = {}) {
  return searchConsultants(feed, {
    text: readSearchText(criteria.text),
    department: readSearchText(criteria.department),
    query: readSearchText(query),
    sitsToday: false,
  }).found;
}

const specialityOfResult = (consultant: Consultant) => {
  const speciality = consultantSpeciality(consultant);
  return speciality ? specialityName(speciality) : null;
};

const inSpeciality = (name: string) =>
  feed.filter((consultant) => specialityOfResult(consultant) === name);

/** The legacy rule: the words as a substring of designation, name, branch and department. */
const bySubstring = (words: string) =>
  searchConsultants(feed, {
    text: readSearchText(words),
    department: readSearchText(''),
    query: readSearchText(''),
    sitsToday: false,
  }).found.map(({ consultant }) => consultant);

describe('the consultant search in a patient’s words', () => {
  it.each(['heart', 'heart specialist', 'dil', 'دل', 'cardiologist', 'cardio'])(
    '“%s” finds every cardiologist, first',
    (query) => {
      const cardiologists = inSpeciality('Cardiology');
      const found = find(query);
      const first = found.slice(0, cardiologists.length).map(({ consultant }) => consultant);
      expect(cardiologists.length).toBeGreaterThan(20);
      expect(new Set(first)).toEqual(new Set(cardiologists));
    },
  );

  it('says why a result matched: the speciality, and what the words were about', () => {
    const [heart] = find('dil');
    expect(heart!.match).toMatchObject({ kind: 'CONDITION', speciality: 'Cardiology' });
    expect(heart!.match!.about?.en).toBeTruthy();
    expect(find('cardiologist')[0]!.match).toMatchObject({
      kind: 'SPECIALITY',
      speciality: 'Cardiology',
    });
  });

  it('ranks a named speciality as a whole word first: “urologist” is not “neurologist”', () => {
    const found = find('urologist');
    const urologists = inSpeciality('Urology').length;
    expect(urologists).toBeGreaterThan(0);
    expect(
      found.slice(0, urologists).every(({ consultant }) => consultant.department === 'Urology'),
    ).toBe(true);
    // The legacy substring still finds neurologists, so they stay, after, marked as words only.
    const rest = found.slice(urologists);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every(({ match }) => match?.kind === 'WORDS')).toBe(true);
    expect(readQuery(readSearchText('urologist')).leads.map((lead) => lead.departments)).toEqual([
      ['Urology'],
    ]);
  });

  it.each(['pediatrician', 'paediatrician', 'peadiatrician', 'paeds'])(
    'reads the spellings of a specialist: “%s”',
    (query) => {
      expect(find(query)[0]!.match?.speciality).toBe('Paediatrics');
    },
  );

  it.each(['Dr. Saima Anwar', 'dr saima anwar', 'Saima Anwer', 'anwar saima', 'SAIMA  ANWAR'])(
    'finds a doctor by name with or without a title, in any order, a letter off: “%s”',
    (query) => {
      const [first] = find(query);
      expect(first!.consultant.name).toBe('Dr. Saima Anwar');
      expect(first!.match?.kind).toBe('NAME');
    },
  );

  it.each(['ڈاکٹر عائشہ', 'ڈاكٹر عائشة', 'ڈا. عائشہ', 'عائشہ'])(
    'finds a doctor by a name typed in Urdu, the title left out: “%s”',
    (query) => {
      const found = find(query).map(({ consultant }) => consultant.name);
      expect(found).toContain('Dr. Ayesha Khan');
      expect(found.every((name) => name.includes('Ayesha'))).toBe(true);
    },
  );

  it.each(['عائشہ خان', 'ڈاکٹر عائشہ خان', 'aisha khan', 'Dr Aisha Khan', 'ayesha khan'])(
    'puts the doctor every word of the name matches first: “%s”',
    (query) => {
      const [first] = find(query);
      expect(first!.consultant.name).toBe('Dr. Ayesha Khan');
      expect(first!.match?.kind).toBe('NAME');
    },
  );

  it('shows complete profiles before those without a designation where they tie', () => {
    const incomplete = feed.filter((consultant) => !consultant.designation);
    const specialities = new Set(incomplete.map(specialityOfResult).filter(Boolean));
    expect(specialities.size).toBeGreaterThan(3);
    for (const speciality of specialities) {
      // Everyone a speciality's own name leads to ties: the lead is the same.
      const led = find(speciality!)
        .filter(({ match }) => match?.kind === 'SPECIALITY' && match.speciality === speciality)
        .map(({ consultant }) => Boolean(consultant.designation));
      expect(led, speciality!).toContain(false);
      expect(led, speciality!).toEqual([...led].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('finds a name among words it cannot read, without a lead to go by', () => {
    const found = find('mujhe saima sahiba ko dikhana hai');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every(({ consultant }) => consultant.name.includes('Saima'))).toBe(true);
  });

  it('puts a speciality at the branch the words name before the same speciality elsewhere', () => {
    const found = find('cardiologist dha');
    const atDha = inSpeciality('Cardiology').filter((consultant) => consultant.branch === 'DHA');
    expect(atDha.length).toBeGreaterThan(0);
    expect(new Set(found.slice(0, atDha.length).map(({ consultant }) => consultant))).toEqual(
      new Set(atDha),
    );
    expect(found.length).toBe(inSpeciality('Cardiology').length);
  });

  it('keeps the other criteria: the department narrows what the words find', () => {
    const found = find('dha', { department: 'Cardiology' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(({ consultant }) => consultant.department === 'Cardiology')).toBe(true);
    expect(found.every(({ consultant }) => consultant.branch === 'DHA')).toBe(true);
  });

  it('never loses what the legacy substring rule finds, for any piece of any record', () => {
    const pieces = new Set<string>();
    for (const consultant of feed.slice(0, 60)) {
      for (const field of [consultant.name, consultant.designation, consultant.department]) {
        if (!field) continue;
        pieces.add(field.slice(0, 4));
        pieces.add(field.slice(-6));
        pieces.add(field);
      }
    }
    for (const piece of pieces) {
      const found = new Set(find(piece).map(({ consultant }) => consultant));
      const missing = bySubstring(piece).filter((consultant) => !found.has(consultant));
      expect(missing, piece).toEqual([]);
    }
  });

  it('reads nothing into words it does not know, and finds nobody for them', () => {
    expect(readQuery(readSearchText('xyzzy qwerty')).leads).toEqual([]);
    expect(find('xyzzy qwerty')).toEqual([]);
    expect(find('   ')).toHaveLength(feed.length);
  });
});

describe('a speciality the list has no doctor of (issue 40)', () => {
  const gapOf = (query: string, list = feed) =>
    searchConsultants(list, {
      text: readSearchText(''),
      department: readSearchText(''),
      query: readSearchText(query),
      sitsToday: false,
    }).gap;

  it.each(['eye', 'ankh', 'آنکھ'])(
    '“%s” needs an eye specialist, whom the sandbox has not, and offers its physicians',
    (query) => {
      expect(inSpeciality('Eyes')).toEqual([]);
      expect(gapOf(query)).toEqual({ speciality: 'Eyes', instead: ['Medicine'] });
    },
  );

  // Issue 54: the gap said, the physicians were then listed "Medicine — for eye problems".
  it.each([
    'eye',
    'eye specialist',
    'aankh',
    'ankhon ka doctor',
    'nazar kamzor',
    'آنکھ',
    'آنکھوں کا ڈاکٹر',
    'نظر کمزور',
    'نظر کا ڈاکٹر',
    'دھندلا نظر آتا ہے',
  ])(
    '“%s”: says the gap, and lists the physicians as who can refer, not as eye doctors',
    (query) => {
      expect(gapOf(query)).toEqual({ speciality: 'Eyes', instead: ['Medicine'] });
      const led = find(query).filter(({ match }) => match?.speciality);
      expect(led.length).toBeGreaterThan(0);
      for (const { match } of led)
        expect(match).toEqual({ kind: 'REFERRAL', speciality: 'Medicine', about: null });
    },
  );

  it.each([
    ['en', 'eye', en, 'A general physician can examine you and refer you'],
    ['ur', 'نظر کمزور', ur, 'جنرل فزیشن آپ کا معائنہ کر کے آپ کو ماہر کے پاس بھیج سکتے ہیں'],
  ] as const)(
    '%s: a physician’s card for “%s” says what a physician can do, not “for eye problems”',
    (locale, query, messages, reason) => {
      const [first] = find(query);
      const said = describeMatch(first!.match!, query, messages, locale).reason;
      expect(said).toBe(reason);
      expect(said).not.toMatch(/eye|آنکھ/i);
    },
  );

  it('says which doctors can refer where they are not the general physicians', () => {
    const match = { kind: 'REFERRAL' as const, speciality: 'Dental', about: null };
    expect(describeMatch(match, '', en, 'en').reason).toBe(
      'Dental doctors can examine you and refer you',
    );
    expect(describeMatch(match, '', ur, 'ur').reason).toMatch(/کے ڈاکٹر آپ کا معائنہ کر کے/);
  });

  it('still says what a speciality the list has treats', () => {
    expect(find('dil')[0]!.match).toMatchObject({ kind: 'CONDITION', speciality: 'Cardiology' });
    const noHeart = feed.filter((consultant) => specialityOfResult(consultant) !== 'Cardiology');
    const found = searchConsultants(noHeart, {
      text: readSearchText(''),
      department: readSearchText(''),
      query: readSearchText('chest pain'),
      sitsToday: false,
    }).found;
    expect(found[0]!.match).toMatchObject({ kind: 'REFERRAL', speciality: 'Medicine' });
  });

  it('has no gap where the list has a doctor of the speciality the words need', () => {
    expect(gapOf('dil')).toBeNull();
    expect(gapOf('saima')).toBeNull();
  });

  it('reads the gap in the list searched: a list without cardiologists has one for “dil”', () => {
    const noHeart = feed.filter((consultant) => specialityOfResult(consultant) !== 'Cardiology');
    expect(gapOf('dil', noHeart)).toEqual({ speciality: 'Cardiology', instead: [] });
  });
});
