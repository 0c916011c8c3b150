import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from './test';
import { clearOutbox, readOutbox } from './support';
import { SHARED_STATE } from './tags';

/**
 * Issue 33: the request forms arrive with little of their own script, and the rest (rules,
 * e-mail library, summary) comes on the patient's first touch of the form, never in idle time,
 * without losing what was typed or a submit pressed before it came.
 */

/** The forms' own JavaScript on arrival, gzipped as the server sends it. */
const ARRIVAL_BUDGET_BYTES = 15 * 1024;

const SCRIPT = /\/_next\/static\/chunks\/[^?#]+\.js(?:$|[?#])/;

test.beforeEach(clearOutbox);

const submitButton = (page: Page) =>
  page.getByRole('button', { name: /Request appointment|Register complaint|Sending/ });

/**
 * The scripts a page fetches on arrival, by path, with their gzipped size: until its form is ready
 * (`ready`), and then until the network is quiet, so a script fetched in idle time counts too.
 */
async function scriptsOnArrival(
  page: Page,
  path: string,
  ready: () => Promise<void>,
): Promise<Map<string, number>> {
  const bodies = new Map<string, Promise<Buffer>>();
  const record = (response: Response) => {
    const url = new URL(response.url());
    if (SCRIPT.test(url.pathname)) bodies.set(url.pathname, response.body());
  };
  page.on('response', record);
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  const sizes = new Map<string, number>();
  for (const [script, body] of bodies) sizes.set(script, gzipSync(await body).length);
  return sizes;
}

/**
 * A form page's own scripts: those it fetches that a content page of the same frame (the same
 * language's About us page) does not. The framework, the layout and the navigation are the
 * shell's; what is left is the form's.
 */
async function ownScripts(page: Page, path: string, shellPath: string) {
  const shell = await scriptsOnArrival(page, shellPath, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  const form = await scriptsOnArrival(page, path, async () => {
    await expect(page.locator('form[data-form] button[type="submit"]')).toBeEnabled();
  });
  return [...form].filter(([script]) => !shell.has(script));
}

for (const [path, shellPath] of [
  ['/appointment', '/AboutUs'],
  ['/registercomplaint', '/AboutUs'],
  ['/ur/appointment', '/ur/AboutUs'],
] as const) {
  test(`${path} arrives with at most 15 KB of its own script, compressed`, async ({ page }) => {
    const own = await ownScripts(page, path, shellPath);
    const bytes = own.reduce((sum, [, size]) => sum + size, 0);
    expect(bytes, `own scripts: ${JSON.stringify(own)}`).toBeLessThanOrEqual(ARRIVAL_BUDGET_BYTES);
  });
}

test(
  'the rest of the form comes on the first touch; what was typed and a submit pressed before it are kept',
  { tag: SHARED_STATE },
  async ({ page }) => {
    await page.goto('/appointment');
    await expect(submitButton(page)).toBeEnabled();
    await page.waitForLoadState('networkidle');

    // From now on every script is held until released: the form's rules cannot have arrived.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const late: string[] = [];
    await page.route(SCRIPT, async (route) => {
      late.push(route.request().url());
      await held;
      await route.continue();
    });

    await page.getByLabel('Name').fill('Ali Raza');
    // The first touch asks for the rest of the form, which nothing had fetched before.
    await expect.poll(() => late.length).toBeGreaterThan(0);
    await page.getByLabel('Preferred time').selectOption('10:30');
    await submitButton(page).click();
    await expect(page.getByLabel('Name')).toHaveValue('Ali Raza');

    release();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link')).toHaveText([
      'Phone number is required',
      'Branch selection is required',
      'Date is required',
    ]);
    await expect(summary.locator('..')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveValue('Ali Raza');
    await expect(page.getByLabel('Preferred time')).toHaveValue('10:30');
    expect(await readOutbox()).toEqual([]);
  },
);
