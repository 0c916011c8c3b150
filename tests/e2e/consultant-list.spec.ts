import { expect, test } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { cards, PER_PAGE, SITE_ORIGIN } from './support';

const DHA_COUNT = consultantFacts.countByBranch.DHA;

test.describe('a branch consultant list', () => {
  test('shows a phone-sized page of cards, the total, and the way to the next page', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Consultants at DHA');
    await expect(page.getByText(`${DHA_COUNT} consultants. Page 1 of 2.`)).toBeVisible();
    await expect(cards(page)).toHaveCount(PER_PAGE);
    const first = cards(page).first();
    await expect(first.locator('img')).toBeVisible();
    await expect(first).toContainText('Timing:');
    await expect(first).toContainText('Department:');
    await expect(first).toContainText('Branch Location: DHA');
    const name = await first.getByRole('heading').innerText();
    const profile = await first.getByRole('heading').getByRole('link').getAttribute('href');
    const doctor = profile!.replace('/consultant/', '');
    // The card's booking link chooses the branch, names the consultant and shows them on the form.
    await expect(
      first.getByRole('link', { name: `Book an appointment with ${name}` }),
    ).toHaveAttribute(
      'href',
      `/appointment?${new URLSearchParams({ branch: 'DHA', consultant: name, doctor })}`,
    );

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/dhaconsultant\?page=2#results$/);
    await expect(cards(page)).toHaveCount(DHA_COUNT - PER_PAGE);
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/dhaconsultant#results$/);
  });

  test('on a phone, a card is a compact row: several consultants fit on one screen', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    const screen = page.viewportSize()!;
    const photo = await cards(page).first().locator('img').boundingBox();
    expect(photo!.width).toBeLessThanOrEqual(96);
    for (let i = 0; i < 3; i += 1) {
      const box = await cards(page).nth(i).boundingBox();
      expect(box!.height).toBeLessThan(screen.height / 3);
    }
  });

  test('has the hero with its Appointment button and the branch phone as a button', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Book an appointment', exact: true }),
    ).toHaveAttribute('href', '/appointment?branch=DHA');
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/);
  });

  test('searches by name only when Search is pressed, with a shareable address', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    await page.getByLabel('Name, speciality or health problem').fill('Ayesha');
    // Typing alone changes nothing.
    await expect(cards(page)).toHaveCount(PER_PAGE);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dhaconsultant\?name=Ayesha/);
    await expect(cards(page)).toHaveCount(consultantFacts.ayeshaAtDhaIds.length);
    await expect(cards(page).first()).toContainText('Ayesha');

    // The address of a search reloads to the same result.
    await page.reload();
    await expect(cards(page)).toHaveCount(consultantFacts.ayeshaAtDhaIds.length);
    await expect(page.getByLabel('Name, speciality or health problem')).toHaveValue('Ayesha');
  });

  test('searches by department only when Search is pressed', async ({ page }) => {
    await page.goto('/dhaconsultant');
    // Each speciality once, in the patient's words (find-a-doctor.spec, find-care.spec).
    const options = await page.getByLabel('Department').locator('option').allTextContents();
    expect(options[0]).toBe('All Departments');
    expect(options).toEqual(
      expect.arrayContaining([
        'General medicine (Medicine)',
        'Brain and nerves (Neurology)',
        'Heart (Cardiology)',
        'Bones and joints (Orthopaedics)',
        'X-ray and scans (Radiology)',
      ]),
    );
    await page.getByLabel('Department').selectOption('Cardiology');
    await expect(cards(page)).toHaveCount(PER_PAGE);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/department=Cardiology/);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(PER_PAGE);
    for (const text of await cards(page).allInnerTexts())
      expect(text.toLowerCase()).toContain('cardio');
  });

  test('searches and pages without JavaScript, keeping the search in the address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/OurDoctors');
    await page.getByLabel('Department').selectOption('Medicine');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/OurDoctors\?name=&branch=&department=Medicine#results$/);
    const summary = await page
      .getByText(/consultants match your search\. Page 1 of \d+\./)
      .innerText();
    await expect(cards(page)).toHaveCount(PER_PAGE);

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/OurDoctors\?department=Medicine&page=2#results$/);
    await expect(page.getByText(summary.replace('Page 1', 'Page 2'))).toBeVisible();
    await expect(page.getByLabel('Department')).toHaveValue('Medicine');
    for (const text of await cards(page).allInnerTexts())
      expect(text.toLowerCase()).toContain('medicine');
    await context.close();
  });

  test('opens a consultant from its card', async ({ page }) => {
    await page.goto('/dhaconsultant');
    const name = await cards(page).first().getByRole('heading').innerText();
    await cards(page).first().getByRole('heading').click();
    await expect(page).toHaveURL(/\/consultant\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('the consultant list routes', () => {
  test('the all-branches page has its title, heading and count', async ({ page }) => {
    await page.goto('/OurDoctors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Our Consultants In Farooq Group Of Hospitals',
    );
    await expect(page.getByRole('heading', { name: 'All Consultants' })).toBeVisible();
    const pages = Math.ceil(consultantFacts.total / PER_PAGE);
    await expect(
      page.getByText(`${consultantFacts.total} consultants. Page 1 of ${pages}.`),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(PER_PAGE);
  });

  for (const [path, title] of [
    ['/iqbaltownconsultant', 'Allama Iqbal Town'],
    ['/westwoodconsultant', 'West Wood'],
    ['/bahriagolfcosultant', 'Islamabad (Bahria Golf City)'],
    ['/bahriagolfconsultant', 'Islamabad (Bahria Golf City)'],
    ['/bahriainclaveconsultant', 'Bahria Enclave'],
    ['/akhtersaeedconsultant', 'Akhtar Saeed Trust Hospital'],
    ['/doctorshospitalconsultant', 'Doctors Hospital Johar Town'],
  ]) {
    test(`${path} lists its branch`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Our Consultants at ${title}`,
      );
      await expect(cards(page).first()).toBeVisible();
    });
  }

  test('both spellings of the Bahria Golf City page show the same list, one absolute canonical address', async ({
    page,
  }) => {
    // The same consultants, by name (a card's "Sits today" depends on the moment it is read).
    const names = () => cards(page).getByRole('heading').allInnerTexts();
    await page.goto('/bahriagolfconsultant');
    const alias = await names();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_ORIGIN}/bahriagolfcosultant`,
    );
    await page.goto('/bahriagolfcosultant');
    expect(await names()).toEqual(alias);
  });

  test('a searched list is not for search engines; its canonical is the list', async ({ page }) => {
    await page.goto('/dhaconsultant?name=ayesha');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_ORIGIN}/dhaconsultant`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
