import { expect, test, type Page } from './test';
import { getBranch } from '@/domain/branches';
import { messagesIn } from '@/domain/messages/catalogues';
import { hydrated } from './support';

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

for (const [path, heading] of [
  ['/ur', /./],
  // The branch's name in Urdu script, from the registry (issue 31).
  ['/ur/dhabranch', getBranch('DHA').urdu.displayName],
  ['/ur/emergency', 'ایمرجنسی'],
  ['/ur/contactus', ur.pages.contactus.title],
  ['/ur/appointment', ur.pages.appointment.title],
] as const) {
  test(`${path} is in Urdu, right to left, with the Urdu navigation`, async ({ page }) => {
    await page.goto(path);
    await expectUrduPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Every site link and form on the page stays in Urdu.
    const english = await page
      .locator(
        'main a[href^="/"]:not([href^="/ur"]):not([href^="/report-files"]), form[action^="/"]:not([action^="/ur"])',
      )
      .evaluateAll((found) =>
        found.map((element) => element.getAttribute('href') ?? element.getAttribute('action')),
      );
    expect(english).toEqual([]);
  });
}

test('the Urdu page reads the phone numbers left to right, as they are dialled', async ({
  page,
}) => {
  await page.goto('/ur/emergency');
  const number = page.locator('a[href^="tel:"] bdi[dir="ltr"]').first();
  await expect(number).toHaveText(/^[\d() +-]+$/);
});

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

// The Urdu catalogue goes only with the browser components that read it (issue 22): each of
// them speaks Urdu, and a page without one downloads no catalogue.
for (const [path, says] of [
  ['/ur/Medicines', ur.catalogue.supplier],
  ['/ur/medicine/1001', ur.cart.addToCart],
  ['/ur/labreports', ur.lab.findHeading],
  ['/ur/OurDoctors', ur.finder.branchLocation],
] as const) {
  test(`${path}: its browser components speak Urdu`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(says).first()).toBeVisible();
  });
}

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

test('each page names its other language in its head, and the sitemap lists both', async ({
  page,
  request,
}) => {
  await page.goto('/dhabranch');
  await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
    'href',
    /\/ur\/dhabranch$/,
  );
  await page.goto('/ur/dhabranch');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ur\/dhabranch$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /[^r]\/dhabranch$/,
  );

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/ur\/dhabranch<\/loc>/);
  expect(sitemap).toMatch(/hreflang="ur" href="[^"]*\/ur\/dhabranch"/);
});

test('an Urdu address no page has is the Urdu not-found page', async ({ page }) => {
  const response = await page.goto('/ur/no-such-page');
  expect(response?.status()).toBe(404);
  await expectUrduPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.notFound.page);
});
