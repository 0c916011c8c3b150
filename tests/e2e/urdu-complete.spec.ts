import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  cards,
  clearFaults,
  countRequests,
  hydrated,
  PARALLEL_INDEX,
  resetSite,
  setFault,
  settled,
  SITE_ORIGIN,
} from './support';
import { SHARED_STATE } from './tags';
import { pageKinds } from '../support/pageKinds';

/**
 * Issue 31, "What must be shown": an Urdu reader is shown no English. One page of every kind
 * under /ur (each kind the sitemap lists, and the pages and states it cannot list: the forms as
 * sent and refused, a lab lookup, searches with and without results, the cart and the payment's
 * outcome, the offline and not-found pages) is read as its reader meets it: every text shown,
 * every name and description given to assistive technology, every placeholder and image text, the
 * title and the description. What is marked as English (the nearest `lang` says `en`: a
 * consultant's name, the English switch) is left out; anything else that is English alone (a
 * Latin word and no Arabic letter) fails, and the failure lists it. An e-mail or web address is
 * no language, and what the reader typed is theirs: neither counts.
 *
 * This spec knows the site by its addresses and its DOM only, not by its modules, so it holds
 * whatever the app's route tree and catalogues become. With URDU_SCAN_REPORT=<folder>, each test
 * also writes what it found to <folder>/<page>.json, as { address: [English strings] }, for the
 * translators.
 */

/** A letter of the Arabic script, in which Urdu is written. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A word of a Latin-script language: two letters or more. */
const LATIN_WORD = /\p{Script=Latin}{2,}/u;
/** An address, not words of any language: an e-mail or web address, alone. */
const ADDRESS = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)\S+)$/i;

/** English alone: a Latin word and no Arabic letter. Urdu with an English term beside it is not. */
function isEnglishAlone(text: string): boolean {
  return LATIN_WORD.test(text) && !ARABIC_LETTER.test(text) && !ADDRESS.test(text);
}

/**
 * Opens what the reader can open: each collapsed disclosure button (the phone's Menu) and every
 * `<details>` menu at once (they are exclusive by name; the name is dropped to open them all).
 */
async function openEverything(page: Page): Promise<void> {
  const collapsed = page.locator('button[aria-expanded="false"][aria-controls]');
  for (const id of await collapsed.evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility({ visibilityProperty: true }))
      .map((button) => button.getAttribute('aria-controls')),
  )) {
    const toggle = page.locator(`button[aria-controls="${id}"]`).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) {
      details.removeAttribute('name');
      details.open = true;
    }
  });
}

/**
 * Every string the page shows or says whose nearest `lang` is not English: the text of each
 * visible element (adjacent text nodes taken together, as React renders one sentence in several),
 * the options of visible lists, the values of visible buttons and text fields, the names and
 * descriptions given by aria-label, aria-labelledby, aria-describedby and the like, titles,
 * placeholders, image texts, SVG titles, the document's title and its meta description.
 */
function readShown(): string[] {
  const found: string[] = [];
  const english = (element: Element) =>
    /^en(?:-|$)/i.test(element.closest('[lang]')?.getAttribute('lang') ?? '');
  const shown = (element: Element | null): boolean => {
    if (!element) return false;
    // An element with display: contents has no box of its own; its parent's decides.
    if (getComputedStyle(element).display === 'contents') return shown(element.parentElement);
    return element.checkVisibility({ visibilityProperty: true });
  };
  const add = (element: Element, text: string | null | undefined) => {
    const trimmed = (text ?? '').replace(/\s+/g, ' ').trim();
    if (trimmed && !english(element)) found.push(trimmed);
  };
  // The text an id names, as aria-labelledby and aria-describedby compose it (hidden or not).
  const referenced = (element: Element, attribute: string) => {
    for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
      const target = document.getElementById(id);
      if (target) add(target, target.textContent);
    }
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const taken = new Set<Node>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (taken.has(node)) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, title') || !shown(parent))
      continue;
    // A run of text nodes with nothing but comments and line-break chances (<wbr>, as in an
    // e-mail address) between them reads as one.
    let text = '';
    for (let run: Node | null = node; run; run = run.nextSibling) {
      if (run.nodeType === Node.TEXT_NODE) {
        text += run.textContent ?? '';
        taken.add(run);
      } else if (run.nodeType !== Node.COMMENT_NODE && run.nodeName !== 'WBR') break;
    }
    add(parent, text);
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    for (const attribute of [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'aria-placeholder',
      'title',
      'placeholder',
      'alt',
    ]) {
      add(element, element.getAttribute(attribute));
    }
    referenced(element, 'aria-labelledby');
    referenced(element, 'aria-describedby');
    if (element instanceof HTMLSelectElement) {
      for (const option of element.querySelectorAll('option, optgroup')) {
        add(option, option.getAttribute('label') ?? option.textContent);
      }
    }
    if (element instanceof HTMLInputElement && /^(submit|button|reset)$/.test(element.type)) {
      add(element, element.value);
    }
    if (
      (element instanceof HTMLInputElement &&
        /^(text|search|email|tel|url|number)$/.test(element.type)) ||
      element instanceof HTMLTextAreaElement
    ) {
      add(element, element.value);
    }
    if (element instanceof SVGElement && element.tagName.toLowerCase() === 'svg') {
      for (const title of element.querySelectorAll('title, desc')) add(title, title.textContent);
    }
  }

  const title = document.querySelector('head > title');
  if (title) add(title, document.title);
  const description = document.querySelector('meta[name="description"]');
  if (description) add(description, description.getAttribute('content'));
  return found;
}

/**
 * The English the page shows its Urdu reader, each string once, in the order it is met; what the
 * reader typed themselves is theirs, not the site's.
 */
async function englishShown(page: Page, typed: readonly string[] = []): Promise<string[]> {
  await openEverything(page);
  const shown = await page.evaluate(readShown);
  return [...new Set(shown.filter((text) => isEnglishAlone(text) && !typed.includes(text)))];
}

/** One address of each kind of page the sitemap lists in Urdu: its path, ids made `{id}`. */
async function urduPageKinds(): Promise<Map<string, string>> {
  const all = await pageKinds(SITE_ORIGIN);
  return new Map([...all].filter(([kind]) => kind === '/ur' || kind.startsWith('/ur/')));
}

/** A page the sitemap cannot list, or a state a page is only in after the reader acts. */
interface Visit {
  title: string;
  /**
   * Opens the page and does what the reader does there; answers the address read. What the
   * reader typed, which the page may show back, is added to `typed`.
   */
  open: (page: Page, typed: string[]) => Promise<string>;
  /** What the reader types, known beforehand. */
  typed?: string[];
  /** The test's tags: SHARED_STATE for a visit that faults an upstream or resets the site. */
  tag?: string;
}

/** Opens an address as a reader follows a link to it; a page that fails to load is no page. */
async function go(page: Page, path: string, status = 200): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers ${status}`).toBe(status);
  return path;
}

/** The address's path and query, as the site's links name it. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const main = (page: Page) => page.locator('main');

/** The first link in the page's main content whose address contains `part`. */
async function firstLink(page: Page, part: string): Promise<string> {
  const link = main(page).locator(`a[href*="${part}"]`).first();
  await expect(link, `a link to ${part}`).toBeAttached();
  return (await link.getAttribute('href'))!;
}

/** A patient of the sandbox's Lahore laboratory (lab-a's first), and one it does not have. */
const PATIENT = '200000';
const UNKNOWN_PATIENT = '299999';
/** A reader's details, as a form is filled in. */
const READER = {
  name: 'Ali Raza',
  email: 'ali.raza@example.com',
  mobile: '0300-1234567',
  address: '12 Main Boulevard, DHA Phase 5, Lahore',
  about: 'Follow-up of my knee surgery',
};
const NOT_OUR_ORDER = '/ur/payment/status?order=FH-1';

/** The day after a date written YYYY-MM-DD. */
function dayAfter(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Submits a request form (appointment, complaint) and waits for what it says. */
async function submitForm(page: Page, answer: 'alert' | 'status'): Promise<void> {
  const form = main(page).locator('form');
  await hydrated(form);
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    main(page).locator(`[role="${answer}"]`).filter({ hasText: /\S/ }).first(),
  ).toBeVisible();
}

/** Fills a request form in as a reader would, choosing the first branch and the earliest day. */
async function fillForm(page: Page): Promise<void> {
  const form = main(page).locator('form');
  await hydrated(form);
  await form.locator('[name="user_name"]').fill(READER.name);
  await form.locator('[name="user_email"]').fill(READER.email);
  await form.locator('[name="user_num"]').fill(READER.mobile);
  await form.locator('select[name="appointment_for"]').selectOption({ index: 1 });
  // The complaint's latest day is today; the appointment's earliest is today too, but a time on it
  // may already have passed, so the day after, or the one after that when it is a Sunday, the
  // clinics' day off (issue 54).
  const date = form.locator('input[type="date"]');
  const earliest = await date.getAttribute('min');
  const next = earliest && dayAfter(earliest);
  const weekday = next ? new Date(`${next}T00:00:00Z`).getUTCDay() : null;
  await date.fill(
    next ? (weekday === 0 ? dayAfter(next) : next) : (await date.getAttribute('max'))!,
  );
  // The appointment's times are a list of those the clinics see patients at.
  const time = form.locator('select[name="time"]');
  if (await time.count()) await time.selectOption('10:30');
  await form.locator('textarea').fill(READER.about);
}

/** Opens a medicine (the catalogue's first) with its cart's form shown. */
async function openCart(page: Page): Promise<void> {
  await go(page, '/ur/Medicines');
  await go(page, await firstLink(page, '/medicine/'));
  const buy = main(page).locator('section[aria-labelledby="buy-heading"]');
  const addToCart = buy.locator('button:not([aria-label])');
  await hydrated(addToCart);
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  // The cart (issue 40): its last button orders what it holds.
  await main(page).locator('#cart button').last().click();
  await expect(main(page).locator('form[aria-labelledby="payment-heading"]')).toBeVisible();
}

/** Pays for a medicine, or gives up at the gateway, and reads the order's status in Urdu. */
async function pay(page: Page, outcome: 'paid' | 'failed'): Promise<string> {
  await openCart(page);
  const form = main(page).locator('form[aria-labelledby="payment-heading"]');
  await form.locator('input[autocomplete="name"]').fill(READER.name);
  await form.locator('input[type="tel"]').fill(READER.mobile);
  await form.locator('input[type="email"]').fill(READER.email);
  await form.locator('textarea').fill(READER.address);
  await form.locator('button[type="submit"]').click();
  // The gateway's own page, then back to the site's status page, which names the order.
  const atGateway = page.locator(`form[action*="outcome=${outcome}"] button`);
  await atGateway.click();
  await expect(page).toHaveURL(/\/payment\/status\?order=FH-\d+&proof=[\w-]+$/);
  const order = new URL(page.url()).searchParams.get('order')!;
  return go(page, `/ur/payment/status?order=${order}`);
}

/**
 * Each test a client of its own: lab lookups and payments are limited per client. Each worker
 * counts its own, so its index is in the address: two workers' RUN may be the same.
 */
const RUN = Date.now() % 250;
let clients = 0;
let visitor: Record<string, string> = {};

test.beforeEach(async ({ context }) => {
  visitor = { 'x-forwarded-for': `203.${PARALLEL_INDEX}.${RUN}.${(clients++ % 250) + 1}` };
  await context.setExtraHTTPHeaders(visitor);
});
test.afterEach(clearFaults);

const VISITS: Visit[] = [
  {
    title: 'the appointment form with a consultant chosen',
    open: async (page) => {
      await go(page, '/ur/OurDoctors');
      await go(page, await firstLink(page, '/consultant/'));
      return go(page, await firstLink(page, 'consultant='));
    },
  },
  {
    title: 'the appointment form submitted empty',
    open: async (page) => {
      await go(page, '/ur/appointment');
      await submitForm(page, 'alert');
      return here(page);
    },
  },
  {
    title: 'the appointment form submitted with mistakes',
    open: async (page) => {
      await go(page, '/ur/appointment');
      await fillForm(page);
      await main(page).locator('[name="user_email"]').fill('ali.raza@example');
      await main(page).locator('[name="user_num"]').fill('12345');
      await submitForm(page, 'alert');
      return here(page);
    },
    typed: [READER.name, 'ali.raza@example', '12345', READER.about],
  },
  {
    title: 'the appointment form sent',
    open: async (page) => {
      await go(page, '/ur/appointment');
      await fillForm(page);
      await submitForm(page, 'status');
      return here(page);
    },
    typed: Object.values(READER),
  },
  {
    title: 'the complaint form submitted empty',
    open: async (page) => {
      await go(page, '/ur/registercomplaint');
      await submitForm(page, 'alert');
      return here(page);
    },
  },
  {
    title: 'the complaint form sent',
    open: async (page) => {
      await go(page, '/ur/registercomplaint');
      await fillForm(page);
      await submitForm(page, 'status');
      return here(page);
    },
    typed: Object.values(READER),
  },
  {
    title: "a patient's lab reports",
    open: async (page) => {
      await go(page, `/ur/labreports/${PATIENT}`);
      // The reports are listed in a table.
      await expect(main(page).locator('table')).toBeVisible();
      return here(page);
    },
    typed: [PATIENT],
  },
  {
    title: "a lab search that finds a patient's reports",
    open: async (page) => {
      await go(page, '/ur/labreports');
      const search = main(page).locator('form');
      await hydrated(search);
      await search.locator('input[name="patientId"]').fill(PATIENT);
      await search.locator('button[type="submit"]').click();
      // The reports are listed in a table.
      await expect(main(page).locator('table')).toBeVisible();
      return here(page);
    },
    typed: [PATIENT],
  },
  {
    title: 'a lab search submitted empty',
    open: async (page) => {
      await go(page, '/ur/labreports');
      const search = main(page).locator('form');
      await hydrated(search);
      await search.locator('button[type="submit"]').click();
      // The answer: what went wrong, an alert (components/lab/LabSearch.tsx).
      await expect(main(page).getByRole('alert')).toHaveText(/\S/);
      return here(page);
    },
  },
  {
    title: 'a lab lookup of a patient the lab does not have',
    open: (page) => go(page, `/ur/labreports/${UNKNOWN_PATIENT}`),
    typed: [UNKNOWN_PATIENT],
  },
  {
    title: 'a lab lookup while the lab fails',
    tag: SHARED_STATE,
    open: async (page) => {
      await resetSite();
      await setFault({ match: '/lab-a/', mode: 'error', status: 503 });
      return go(page, `/ur/labreports/${PATIENT}`);
    },
    typed: [PATIENT],
  },
  {
    title: 'a consultant search with results',
    open: async (page, typed) => {
      await go(page, '/ur/OurDoctors');
      // A word of the first consultant's name finds at least that consultant.
      const name = (await cards(page).first().locator('h3').innerText()).trim();
      const word = name.split(/\s+/).at(-1)!;
      typed.push(word);
      await go(page, `/ur/OurDoctors?name=${encodeURIComponent(word)}`);
      await expect(cards(page).first()).toBeVisible();
      return here(page);
    },
  },
  {
    title: 'a consultant search with no results',
    open: async (page) => {
      await go(page, '/ur/OurDoctors?name=zzqqxx');
      await expect(cards(page)).toHaveCount(0);
      return here(page);
    },
    typed: ['zzqqxx'],
  },
  { title: 'the medicine catalogue', open: (page) => go(page, '/ur/Medicines') },
  {
    title: 'a medicine search with results',
    open: async (page) => {
      await go(page, '/ur/Medicines?search=pana');
      await expect(main(page).locator('a[href*="/medicine/"]').first()).toBeVisible();
      return here(page);
    },
    typed: ['pana'],
  },
  {
    title: 'a medicine search with no results',
    open: async (page) => {
      await go(page, '/ur/Medicines?search=zzqqxx');
      await expect(main(page).locator('a[href*="/medicine/"]')).toHaveCount(0);
      return here(page);
    },
    typed: ['zzqqxx'],
  },
  {
    title: 'a medicine',
    open: async (page) => {
      await go(page, '/ur/Medicines');
      return go(page, await firstLink(page, '/medicine/'));
    },
  },
  {
    title: "a medicine with its cart's form shown",
    open: async (page) => {
      await openCart(page);
      return here(page);
    },
  },
  {
    title: "the cart's form submitted empty",
    open: async (page) => {
      await openCart(page);
      const form = main(page).locator('form[aria-labelledby="payment-heading"]');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      return here(page);
    },
  },
  {
    title: 'the payment status of a paid order',
    open: (page) => pay(page, 'paid'),
    typed: Object.values(READER),
  },
  {
    title: 'the payment status of a payment given up',
    open: (page) => pay(page, 'failed'),
    typed: Object.values(READER),
  },
  {
    title: 'the payment status of an order not ours',
    open: (page) => go(page, NOT_OUR_ORDER),
  },
  { title: 'the offline page', open: (page) => go(page, '/ur/offline') },
  { title: 'the not-found page', open: (page) => go(page, '/ur/no-such-page', 404) },
  {
    title: 'the home page for a reader saving data',
    open: async (page) => {
      await page.context().setExtraHTTPHeaders({ ...visitor, 'Save-Data': 'on' });
      return go(page, '/ur');
    },
  },
];

/**
 * Writes what a page showed, when a report is asked for (URDU_SCAN_REPORT=<folder>): a file per
 * test, as the tests may run in several workers. A page of the sitemap is named by its address; a
 * state of a page (a form sent, a search made) by its address and what the reader did, as several
 * share an address.
 */
function report(visit: Visit, address: string, english: string[]): void {
  const folder = process.env.URDU_SCAN_REPORT;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const slug = visit.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const key = visit.title.startsWith('/') ? address : `${address} (${visit.title})`;
  writeFileSync(join(folder, `${slug}.json`), `${JSON.stringify({ [key]: english }, null, 2)}\n`);
}

/** Reads the page the reader is on, once it has settled, and fails on the English it shows. */
async function expectNoEnglish(page: Page, visit: Visit): Promise<void> {
  const requests = countRequests(page);
  const typed = [...(visit.typed ?? [])];
  const address = await visit.open(page, typed);
  await settled(page, requests);
  // A page not in Urdu would have every string left out as English, and pass.
  await expect(page.locator('html')).toHaveAttribute('lang', /^ur(?:-|$)/);
  const english = await englishShown(page, typed);
  report(visit, address, english);
  expect.soft(english, `English shown to an Urdu reader at ${address}`).toEqual([]);
  // Every Urdu page kind is also read by axe (issue 31): right to left, in its state.
  expect(await axeViolations(page)).toEqual([]);
}

// The sitemap is read as the tests are listed; the site is up by then (playwright.config.ts
// starts it before loading the tests). Without it (`playwright test --list`) one test says so.
const kinds = await urduPageKinds().catch((error: unknown) =>
  error instanceof Error ? error : new Error(String(error)),
);

test.describe('an Urdu reader is shown no English, and axe finds nothing', () => {
  if (kinds instanceof Error) {
    test('on the pages the sitemap lists', () => {
      throw kinds;
    });
  } else {
    test('on as many kinds of page as the sitemap lists', () => {
      expect(kinds.size).toBeGreaterThan(40);
    });
    for (const [kind, path] of kinds) {
      test(kind, async ({ page }) => {
        await expectNoEnglish(page, { title: kind, open: (opened) => go(opened, path) });
      });
    }
  }
  for (const visit of VISITS) {
    test(visit.title, { tag: visit.tag ?? [] }, async ({ page }) => {
      await expectNoEnglish(page, visit);
    });
  }
});

test.describe('what counts as English', () => {
  test('a string: a Latin word and no Arabic letter, an address aside', () => {
    const english = ['Book an appointment', 'OK', 'Rs. 1,200', 'Dr. Ayesha Khan', 'Café'];
    const not = [
      'اپائنٹمنٹ بُک کریں',
      'شعبۂ حادثات (Emergency)',
      '042-111-000-111',
      '+92 300 1234567',
      '12:30 – 4',
      'A',
      'info@example.com.pk',
      'https://www.example.com/path',
      'ﷺ Farooq',
    ];
    expect(english.filter((text) => !isEnglishAlone(text))).toEqual([]);
    expect(not.filter(isEnglishAlone)).toEqual([]);
  });

  // A page written here, not the site's, so the reading itself is shown to pass and to fail.
  const URDU_PAGE = `<!doctype html>
    <html lang="ur" dir="rtl"><head>
      <title>ہم سے رابطہ | فاروق ہسپتال</title>
      <meta name="description" content="فاروق گروپ آف ہاسپٹلز سے رابطہ کریں">
    </head><body>
      <nav aria-label="مرکزی"><a lang="en" href="/">English</a>
        <details name="m"><summary>مزید</summary><a href="/ur/a">پہلا</a></details>
        <details name="m"><summary>شاخیں</summary><a href="/ur/b">دوسرا</a></details></nav>
      <main><h1>شعبۂ حادثات (Emergency)</h1>
        <p>فون: <a href="tel:042111">042-111-000-111</a> <bdi dir="ltr">info@<wbr>example<wbr>.com.pk</bdi></p>
        <h2 lang="en">Dr. Ayesha Khan</h2>
        <p>ملاقات<!-- -->: <span lang="en-PK">Monday to Friday</span></p>
        <p hidden>Hidden English, never shown</p>
        <div style="display:none" aria-label="Not shown either">Nor this</div>
        <img src="data:," alt="ہسپتال کی عمارت">
        <label>نام <input placeholder="اپنا نام لکھیں"></label>
        <select aria-label="شاخ"><option value="">شاخ چنیں</option><option lang="en">DHA</option></select>
        <button title="تلاش" aria-label="تلاش کریں"><svg><title>تلاش</title></svg></button>
      </main></body></html>`;

  test('a page in Urdu, with what is English marked so, shows no English', async ({ page }) => {
    await page.setContent(URDU_PAGE);
    expect(await englishShown(page)).toEqual([]);
    // It was read: the menus' entries (opened), the heading, the address across its <wbr>s,
    // the list's options.
    expect(await page.evaluate(readShown)).toEqual(
      expect.arrayContaining([
        'پہلا',
        'دوسرا',
        'شعبۂ حادثات (Emergency)',
        'info@example.com.pk',
        'شاخ چنیں',
      ]),
    );
  });

  test('a page that shows English, in any of the ways it can, shows each string', async ({
    page,
  }) => {
    const english = URDU_PAGE.replace('ہم سے رابطہ | فاروق ہسپتال', 'Contact us | Farooq Hospitals')
      .replace('فاروق گروپ آف ہاسپٹلز سے رابطہ کریں', 'Reach Farooq Group of Hospitals')
      .replace(
        '</main>',
        `<p>Opening <!-- -->hours</p>
        <p lang="en">Marked English, <span lang="ur">with an unmarked Urdu part: Not really</span></p>
        <p>روزانہ <b>Daily</b></p>
        <button aria-label="Close menu">×</button>
        <input placeholder="Search by name"><textarea>Written by the site</textarea>
        <img src="data:," alt="Hospital building">
        <abbr title="Outpatient department">OPD</abbr>
        <svg role="img" aria-labelledby="logo-title"><title id="logo-title">Logo</title></svg>
        <span aria-describedby="hint">؟</span><span id="hint" hidden>A hidden hint</span>
        <select><option>Choose a branch</option></select>
        <input type="submit" value="Send">
        <input value="Typed by the reader">
        <details><summary>مزید</summary><p>Inside a closed menu</p></details>
      </main>`,
      );
    await page.setContent(english);
    const found = await englishShown(page, ['Typed by the reader']);
    expect(found.toSorted()).toEqual(
      [
        'Opening hours',
        'with an unmarked Urdu part: Not really',
        'Daily',
        'OPD',
        'Inside a closed menu',
        'Close menu',
        'Search by name',
        'Written by the site',
        'Hospital building',
        'Outpatient department',
        'Logo',
        'A hidden hint',
        'Choose a branch',
        'Send',
        'Contact us | Farooq Hospitals',
        'Reach Farooq Group of Hospitals',
      ].toSorted(),
    );
  });
});
