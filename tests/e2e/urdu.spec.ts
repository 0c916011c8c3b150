import { expect, test, type Page } from './test';
import { messagesIn } from '@/domain/messages/catalogues';
import { hydrated } from './support';

/**
 * The Urdu pages (issue 20): what only a browser does with them, the forms submitted empty, the
 * language switch followed and remembered, and what scripts a page downloads. What the server's
 * HTML shows moved to tests/deploy/urduPages.test.ts (issue 55): each page's language, direction,
 * navigation and heading, the numbers read left to right, the browser components' Urdu, the other
 * language named in the head and the sitemap, and the Urdu not-found page.
 */

/** The Urdu catalogue: what the Urdu pages must say (issue 20). */
const ur = messagesIn('ur');

async function expectUrduPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: ur.site.mainNav });
  await expect(
    nav.getByRole('link', { name: ur.site.home, exact: true, includeHidden: true }),
  ).toBeAttached();
  await expect(nav.getByText(ur.site.menus.about, { exact: true }).first()).toBeAttached();
  await expect(
    nav.getByRole('link', { name: ur.site.pharmacy, exact: true, includeHidden: true }),
  ).toHaveAttribute('href', '/ur/Medicines');
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
}

for (const [path, submit, rules] of [
  [
    '/ur/appointment',
    ur.forms.appointment.submit,
    [
      ur.forms.request.nameRequired,
      ur.forms.request.phoneRequired,
      ur.forms.request.branchRequired,
      ur.forms.request.dateRequired,
      ur.forms.request.timeRequired,
    ],
  ],
  [
    '/ur/registercomplaint',
    ur.forms.complaint.submit,
    [
      ur.forms.request.nameRequired,
      ur.forms.request.phoneRequired,
      ur.forms.request.branchRequired,
      ur.forms.request.dateRequired,
      ur.forms.request.complaintRequired,
    ],
  ],
] as const) {
  test(`${path} submitted empty says what is missing in Urdu`, async ({ page }) => {
    await page.goto(path);
    await expectUrduPage(page);
    const button = page.getByRole('button', { name: submit });
    await expect(button).toBeEnabled();
    await button.click();
    const summary = page.getByRole('alert').filter({ hasText: ur.forms.fields.problem });
    await expect(summary).toBeVisible();
    for (const rule of rules) await expect(summary.getByRole('link', { name: rule })).toBeVisible();
    await expect(
      page.getByLabel(ur.forms.fields.name, { exact: true }),
    ).toHaveAccessibleDescription(
      `${ur.forms.fields.errorPrefix} ${ur.forms.request.nameRequired}`,
    );
  });
}

// The Urdu catalogue goes only with the browser components that read it (issue 22): a page
// without one downloads no catalogue. That each of them speaks Urdu is read from the server's
// HTML (tests/deploy/urduPages.test.ts).
test('an Urdu content page downloads no catalogue', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/ur/AboutUs');
  // Touched, the page runs its scripts, and loads whatever it then needs.
  await hydrated(page.locator('body'));
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    for (const catalogue of [ur, messagesIn('en')]) {
      expect(body.includes(catalogue.catalogue.placeholder), url).toBe(false);
    }
  }
});

test('the language switch keeps the page, its search and the place on it, and is remembered', async ({
  page,
  context,
}) => {
  // The search, the place and the cookie go along once the switch has hydrated; before, it is the
  // plain link to the other language's page (the test after this one).
  await page.goto('/OurDoctors?department=Cardiology#results');
  const toUrdu = page.getByRole('link', { name: 'اردو' });
  await hydrated(toUrdu);
  await toUrdu.click();
  await expect(page).toHaveURL(/\/ur\/OurDoctors\?department=Cardiology#results$/);
  await expectUrduPage(page);
  await expect(page.getByLabel(ur.finder.department, { exact: true })).toHaveValue('Cardiology');

  // The site's root now opens in Urdu.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ur$/);
  await expectUrduPage(page);

  const toEnglish = page.getByRole('link', { name: 'English' });
  await hydrated(toEnglish);
  await toEnglish.click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
});

test('without JavaScript the language switch is a plain link to the same page in the other language', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/OurDoctors?department=Cardiology');
  await page.getByRole('link', { name: 'اردو' }).click();
  await expect(page).toHaveURL(/\/ur\/OurDoctors$/);
  await expectUrduPage(page);
  await context.close();
});
