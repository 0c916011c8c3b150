import { expect, test, type Page } from './test';
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
} from './support';
import { SHARED_STATE } from './tags';
import { englishShown, expectNoEnglish, isEnglishAlone, readShown } from './urduReading';

/**
 * Issue 31, "What must be shown": an Urdu reader is shown no English. Each page kind the sitemap
 * lists is read in its first state on the walk of every page kind
 * (tests/e2e/every-page-kind.spec.ts); here, the pages and states the sitemap cannot list: the
 * forms as sent and refused, a lab lookup, searches with and without results, the cart and the
 * payment's outcome, the offline and not-found pages, each read as its reader meets it
 * (tests/e2e/urduReading.ts says how), and the reading itself shown to pass and to fail.
 *
 * This spec knows the site by its addresses and its DOM only, not by its modules, so it holds
 * whatever the app's route tree and catalogues become. With URDU_SCAN_REPORT=<folder>, each test
 * also writes what it found to <folder>/<page>.json, as { address: [English strings] }, for the
 * translators.
 */

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

/** Reads the state the reader brought the page to, once it has settled: no English, and axe. */
async function expectReadInUrdu(page: Page, visit: Visit): Promise<void> {
  const requests = countRequests(page);
  const typed = [...(visit.typed ?? [])];
  const address = await visit.open(page, typed);
  await settled(page, requests);
  await expectNoEnglish(page, visit.title, address, typed);
  // Every state is also read by axe (issue 31): right to left, as the reader left it.
  expect(await axeViolations(page)).toEqual([]);
}

// The pages of the sitemap, in their first state, are read on the walk of every page kind
// (tests/e2e/every-page-kind.spec.ts); here, the pages and states it cannot reach.
test.describe('an Urdu reader is shown no English, and axe finds nothing', () => {
  for (const visit of VISITS) {
    test(visit.title, { tag: visit.tag ?? [] }, async ({ page }) => {
      await expectReadInUrdu(page, visit);
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
