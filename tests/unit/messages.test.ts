import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messages, type Messages } from '@/domain/messages';
import { messagesIn } from '@/domain/messages/catalogues';
import en from '@/messages/en.json' with { type: 'json' };
import ur from '@/messages/ur.json' with { type: 'json' };
import { translator } from '@/domain/messages/translator';
import { leaves, type Leaf } from '../support/catalogueLeaves';

const ALL = leaves(messages);

/** The arguments an ICU message names, by next-intl's own parser (use-intl's intl-messageformat). */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (!('value' in element) || typeof element.value !== 'string') return [];
    if (element.type === TYPE.literal || element.type === TYPE.tag) return [];
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : [];
    return [element.value, ...nested];
  });
}

const argumentNames = (text: string) => [...new Set(argumentsOf(parse(text)))].sort();

describe('the message catalogue', () => {
  it('answers the API and pages rendered outside a request in English', () => {
    expect(messages).toBe(en);
    expect(messagesIn('en')).toBe(en);
    expect(messagesIn('ur')).toBe(ur);
  });

  // A key missing in either language, or one a language has and English does not, fails here: a
  // JSON catalogue is not type-checked against the English one.
  it('has the same keys in Urdu as in English, each a text in Urdu script', () => {
    const urdu = leaves(ur);
    const keys = (all: Leaf[]) => all.map(({ key }) => key).sort();
    expect(keys(urdu)).toEqual(keys(ALL));
    for (const { key, text } of urdu) {
      expect(text.trim(), key).toBe(text);
      expect(text, key).toMatch(/[\u0600-\u06FF]|^\(?[A-Za-z0-9 /:+!.-]+\)?$/);
    }
  });

  it('holds only texts, each non-empty and without stray spaces at its ends', () => {
    expect(ALL.length).toBeGreaterThan(100);
    for (const { key, text } of ALL) {
      expect(text, key).not.toBe('');
      expect(text.trim(), key).toBe(text);
    }
  });

  it('puts the value of a text with one where it belongs', () => {
    const t = translator(messages);
    expect(t('lab.status', { status: '503' })).toBe('HTTP error! status: 503');
    expect(t('common.error', { message: 'Failed to fetch data' })).toBe(
      'Error: Failed to fetch data',
    );
    expect(t('consultants.allTitle', { group: 'Farooq Group Of Hospitals' })).toBe(
      'Our Consultants In Farooq Group Of Hospitals',
    );
    expect(t('api.badId', { what: 'Medicine' })).toBe(
      'Medicine id must be a positive whole number.',
    );
  });

  it('is ICU messages only, each naming the same arguments in Urdu as in English', () => {
    const urdu = new Map(leaves(ur).map(({ key, text }) => [key, text]));
    for (const { key, text } of ALL) {
      expect(() => parse(text), key).not.toThrow();
      expect(argumentNames(urdu.get(key)!), key).toEqual(argumentNames(text));
    }
  });

  // The site's copy names phone numbers and addresses inside its sentences: a translation
  // rewrites the sentence, never the number a patient dials or the address they write to.
  it('gives every phone number and e-mail address in a message the same in Urdu', () => {
    const urdu = new Map(leaves(ur).map(({ key, text }) => [key, text]));
    const kept = (text: string) =>
      [...text.matchAll(/\(?0\d{2,3}\)?[\d -]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)]
        .map(([found]) => found)
        .sort();
    expect(kept(messages.copy.learnMore.sections.emergency.body)).toEqual(['(042) 111 223 377']);
    for (const { key, text } of ALL) expect(kept(urdu.get(key)!), key).toEqual(kept(text));
  });

  it('formats a text without a value exactly as the catalogue writes it', () => {
    for (const catalogue of [messagesIn('en'), messagesIn('ur')]) {
      const t = translator(catalogue) as unknown as (key: string) => string;
      for (const { key, text } of leaves(catalogue)) {
        if (argumentNames(text).length === 0) expect(t(key), key).toBe(text);
      }
    }
  });

  it('makes a count and its verb agree', () => {
    const t = translator(messages);
    const found = (count: number, searched: boolean) =>
      t(searched ? 'consultants.foundSearched' : 'consultants.found', { count });
    expect([0, 1, 2].map((count) => found(count, true))).toEqual([
      'No consultants match your search.',
      '1 consultant matches your search.',
      '2 consultants match your search.',
    ]);
    expect([0, 1, 24].map((count) => found(count, false))).toEqual([
      'No consultants are listed yet.',
      '1 consultant.',
      '24 consultants.',
    ]);
    // Urdu's verb agrees too: "ملا" for one, "ملے" for several.
    const inUrdu = translator(messagesIn('ur'));
    expect([0, 1, 2].map((count) => inUrdu('consultants.foundSearched', { count }))).toEqual([
      'آپ کی تلاش کے مطابق کوئی ڈاکٹر نہیں ملا۔',
      'آپ کی تلاش کے مطابق 1 ڈاکٹر ملا۔',
      'آپ کی تلاش کے مطابق 2 ڈاکٹر ملے۔',
    ]);
    expect(inUrdu('lab.status', { status: '503' })).toBe(
      'رپورٹ سرور نے خرابی کا جواب دیا (HTTP اسٹیٹس: 503)۔',
    );
  });

  // The specification's own words (spec 000 §8, 001 §2, §5, §8, §9), verbatim, defects included;
  // not the complaint's and the newsletter's thanks, which said nothing of what follows (issue 40,
  // docs/differences.md).
  it.each([
    [messages.lab.noId, 'Please enter either a Test ID or Patient ID.'],
    [messages.lab.noReports, 'No reports found.'],
    [messages.lab.noPatientReports, 'No reports found for this patient.'],
    [messages.lab.needAnyId, 'Enter Patient ID or Test ID to View'],
    [messages.payment.failures.authentication, 'Payment authentication failed. Please try again.'],
    [messages.payment.failures['not-ready'], 'Payment system not ready. Please try again.'],
    [messages.payment.failures.initiation, 'Payment initiation failed. Please try again.'],
    [messages.payment.success, 'Payment initiated successfully!'],
    [messages.forms.request.branchRequired, 'Branch selection is required'],
    [messages.forms.request.emailInvalid, 'Please enter a valid email'],
    [messages.forms.appointment.failure, 'Failed to send appointment request. Please try again.'],
    [messages.forms.complaint.failure, 'Failed to send complaint . Please try again.'],
    [messages.newsletter.failed, 'Failed to send email.'],
    [messages.catalogue.empty, 'No medicines found matching your search.'],
    [messages.upstream.medicines, 'Failed to fetch medicine data'],
    [messages.upstream.data, 'Failed to fetch data'],
    [messages.upstream.consultant, 'Failed to fetch consultant details'],
    [messages.upstream.departmentServices, 'Error fetching services data'],
    [messages.notFound.announcement, 'Announcement not found.'],
    [messages.notFound.job, 'Job not found'],
    [messages.consultants.noDesignation, 'Designation not available'],
    [messages.consultants.notFound, 'No consultant details found'],
    [messages.common.notAvailable, 'Not available'],
    [messages.common.notGiven, 'N/A'],
    [messages.branches.noServices, 'No services available.'],
    [messages.branches.noWestwoodAbout, 'No data found for Westwood branch'],
    [messages.galleries.noDescription, 'No description available.'],
  ])('holds %j verbatim', (text, spec) => {
    expect(text).toBe(spec);
  });

  it('is typed from the English catalogue: a key or an argument it lacks is refused', () => {
    // The type checker (npm run typecheck) holds these, through next-intl's declaration of
    // messages/en.json (messages/en.d.json.ts).
    const t = translator(messages);
    // @ts-expect-error: no such key
    const missing = () => t('lab.noSuchText');
    // @ts-expect-error: the message names its value `what`
    const wrong = () => t('api.badId', { which: 'Medicine' });
    const withoutLab: Omit<typeof en, 'lab'> = en;
    // @ts-expect-error: a catalogue without the lab texts is no catalogue
    const incomplete: Messages = withoutLab;
    expect([missing, wrong, incomplete]).toHaveLength(3);
  });
});

/** The project's code: where a catalogue text must not be written out again. */
const CODE = ['app', 'components', 'content', 'domain', 'graphql', 'adapters', 'server'];
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '__generated__') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the code', () => {
  it('reads the catalogue rather than writing its texts again', () => {
    // Short texts ('View', 'Send', 'N/A') are also ordinary words of the code; long ones are not.
    // Page titles are also the menus' words for those pages (content/navigation.ts), and the
    // site's copy names what the code names too (a milestone titled with a branch's name).
    const texts = [
      ...new Set(
        ALL.filter((leaf) => !/^(?:pages|titles|copy)\./.test(leaf.key)).map((leaf) => leaf.text),
      ),
    ].filter((text) => text.length >= 12);
    const catalogue = join(ROOT, 'domain', 'messages');
    const found: string[] = [];
    for (const file of CODE.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      if (file.startsWith(catalogue)) continue;
      // Comments may quote the specification.
      const source = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '$1');
      for (const text of texts) {
        if ([`'${text}'`, `"${text}"`, `>${text}<`].some((quoted) => source.includes(quoted))) {
          found.push(`${relative(ROOT, file)}: ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
