import { SHARED_STATE } from './tags';
import { expect, test, type Locator, type Page } from './test';
import { hydrated, menuToggle } from './support';

/**
 * The navigation bar of spec 000 §2, as a patient meets it: every menu with its entries in order,
 * where each leads, and how it behaves on a phone (below 992 px, behind a toggle) and a desktop.
 */

interface Entry {
  name: string;
  /** The page it leads to, or, for a link to another site, null. */
  path: string | null;
}

const internal = (name: string, path: string): Entry => ({ name, path });
const external = (name: string): Entry => ({ name, path: null });

const MENUS: { name: string; entries: Entry[]; offHome?: boolean }[] = [
  {
    name: 'About Us',
    entries: [
      internal('About Us', '/AboutUs'),
      internal('Board of Directors', '/boardofdirectors'),
      internal('History', '/history'),
      internal('Our Projects', '/ourprojects'),
      internal('Corporate Panel List', '/corporatepannellist'),
    ],
  },
  {
    name: 'Branches',
    entries: [
      internal('View all branches', '/branches'),
      internal('Allama Iqbal Town', '/allamaIqbal'),
      internal('DHA', '/dhabranch'),
      internal('West Wood', '/westwood'),
      internal('Islamabad (Bahria Golf City)', '/behriagolfcity'),
      internal('Bahria Enclave', '/behriainclave'),
      internal('Akhtar Saeed Trust Hospital', '/akthersaeed'),
      internal('Doctors Hospital Johar Town', '/doctorshospital'),
      external('Doctors Hospital Johar Town website'),
    ],
  },
  {
    name: 'Find a consultant',
    entries: [
      internal('All consultants', '/OurDoctors'),
      internal('Allama Iqbal Town', '/iqbaltownconsultant'),
      internal('DHA', '/dhaconsultant'),
      internal('West Wood', '/westwoodconsultant'),
      internal('Islamabad (Bahria Golf City)', '/bahriagolfcosultant'),
      internal('Bahria Enclave', '/bahriainclaveconsultant'),
      internal('Akhtar Saeed Trust Hospital', '/akhtersaeedconsultant'),
      internal('Doctors Hospital Johar Town', '/doctorshospitalconsultant'),
      external('Doctors Hospital Johar Town doctors on its website'),
    ],
  },
  {
    name: 'Communication',
    entries: [
      internal('Announcements', '/announcements'),
      internal('News & Events', '/pressrelease'),
      internal('Press Release', '/more'),
    ],
  },
  {
    name: 'More',
    entries: [
      // The legacy link left the site; the lab reports page now finds every branch's lab.
      internal('Patient Reports', '/labreports'),
      internal('Careers', '/careers'),
      internal('Privacy Policy', '/privacypolicy'),
      internal('Complaint Registration', '/registercomplaint'),
      internal('Complaint Cell', '/complaintcell'),
      internal('Contact Us', '/contactus'),
    ],
  },
  {
    name: 'Departments',
    offHome: true,
    entries: [
      internal('All departments', '/Departments'),
      internal('Cardiology', '/cardiology'),
      internal('Medicine', '/medicine'),
      internal('General Surgery', '/generalsurgery'),
      internal('Gynecology & Obstetrics', '/gynaecology'),
      internal('Paeds', '/paeds'),
      internal('Neurology', '/neurology'),
      internal('Orthopedic', '/orthopedic'),
    ],
  },
  {
    name: 'Services',
    offHome: true,
    entries: [
      internal('All services', '/services'),
      internal('Home Medical Services', '/homemedical'),
      internal('Blood Bank', '/bloodbank'),
      internal('Emergency', '/emergency'),
      internal('FH Laboratory', '/fhlaboratory'),
      internal('I.C.U', '/icu'),
      internal('Operation theatre', '/operationtheatre'),
    ],
  },
];

const NEW_TAB = ' (opens in a new tab)';
const accessibleName = (entry: Entry) => (entry.path ? entry.name : `${entry.name}${NEW_TAB}`);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toggle = (page: Page) => menuToggle(nav(page));
/** Whether the Menu toggle is open. */
const toggleOpen = (page: Page) =>
  nav(page)
    .locator('details')
    .filter({ has: page.locator('summary').filter({ hasText: /^Menu$/ }) })
    .evaluate((details) => (details as HTMLDetailsElement).open);
const menuButton = (page: Page, name: string) =>
  nav(page)
    .locator('.menu-list summary')
    .filter({ hasText: new RegExp(`^${name}$`) });
/** The drop-down of a menu: the list inside the <details> whose summary names it. */
const menuList = (page: Page, name: string) =>
  nav(page)
    .locator('.menu-list details')
    .filter({ has: page.locator('summary').filter({ hasText: new RegExp(`^${name}$`) }) })
    .locator('ul');

const isPhone = (page: Page) => page.viewportSize()!.width < 992;

/** Taps the Menu toggle: a native disclosure, it needs no scripts (issue 42). */
async function tapMenu(page: Page): Promise<void> {
  await toggle(page).click();
}

/** Opens a menu the way a patient would: the Menu toggle first on a phone. */
async function openMenu(page: Page, name: string): Promise<Locator> {
  if (isPhone(page) && !(await toggleOpen(page))) await tapMenu(page);
  const list = menuList(page, name);
  if (!(await list.isVisible())) await menuButton(page, name).click();
  await expect(list).toBeVisible();
  return list;
}

test('has every menu of the specification, in order, between Home and the appointment button', async ({
  page,
}) => {
  await page.goto('/history');
  if (isPhone(page)) await tapMenu(page);
  const items = nav(page).locator('.menu-list > li');
  await expect(items.first()).toHaveText('Home');
  await expect(nav(page).locator('.menu-list summary')).toHaveText(MENUS.map((menu) => menu.name));
  await expect(items.last().getByRole('link')).toHaveText('Book an appointment');
  await expect(items.last().getByRole('link')).toHaveAttribute('href', '/appointment');
  // The pharmacy, in no legacy menu, just before the button (issue 32).
  const pharmacy = items.nth((await items.count()) - 2).getByRole('link');
  await expect(pharmacy).toHaveText('Pharmacy');
  await expect(pharmacy).toHaveAttribute('href', '/Medicines');
  // The lab reports, under More in the legacy menu, also one tap from the menu (issue 40).
  const labReports = items.nth((await items.count()) - 3).getByRole('link');
  await expect(labReports).toHaveText('Lab reports');
  await expect(labReports).toHaveAttribute('href', '/labreports');
});

test('leads to the pharmacy from every page, the home page too, and marks it there', async ({
  page,
}) => {
  for (const path of ['/', '/history']) {
    await page.goto(path);
    if (isPhone(page)) await tapMenu(page);
    await nav(page).getByRole('link', { name: 'Pharmacy', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Medicines');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medicine List');
  }
  if (isPhone(page)) await tapMenu(page);
  await expect(nav(page).getByRole('link', { name: 'Pharmacy', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

for (const menu of MENUS) {
  test(`the ${menu.name} menu lists its entries in order, each to its page`, async ({ page }) => {
    await page.goto('/history');
    const list = await openMenu(page, menu.name);
    const links = list.getByRole('link');
    await expect(links).toHaveText(menu.entries.map(accessibleName));
    for (const [index, entry] of menu.entries.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(accessibleName(entry));
      if (entry.path) {
        await expect(link).toHaveAttribute('href', entry.path);
        await expect(link).not.toHaveAttribute('target');
      } else {
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

test('choosing an entry opens its page and closes the menu', async ({ page }) => {
  // Forty pages, several rendered for the first time.
  test.setTimeout(120_000);
  await page.goto('/history');
  for (const menu of MENUS) {
    for (const entry of menu.entries.filter((candidate) => candidate.path)) {
      const list = await openMenu(page, menu.name);
      await list.getByRole('link', { name: entry.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === entry.path);
      await expect(list).toBeHidden();
      if (isPhone(page)) {
        await expect.poll(() => toggleOpen(page)).toBe(false);
        await expect(nav(page).getByRole('link', { name: 'Home' })).toBeHidden();
      }
    }
  }
});

test('leaves the Departments and Services menus out on the home page only', async ({ page }) => {
  await page.goto('/');
  if (isPhone(page)) await tapMenu(page);
  await expect(nav(page).locator('.menu-list summary')).toHaveText(
    MENUS.filter((menu) => !menu.offHome).map((menu) => menu.name),
  );
  await nav(page).getByRole('link', { name: 'Book an appointment' }).click();
  await expect(page).toHaveURL(/\/appointment$/);
  if (isPhone(page)) await tapMenu(page);
  await expect(menuButton(page, 'Departments')).toBeVisible();
  await expect(menuButton(page, 'Services')).toBeVisible();
});

test('marks the current page', async ({ page }) => {
  await page.goto('/history');
  const list = await openMenu(page, 'About Us');
  await expect(list.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link', { name: 'Our Projects' })).not.toHaveAttribute(
    'aria-current',
  );
  await page.goto('/');
  if (isPhone(page)) await tapMenu(page);
  await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

// Alone (SHARED_STATE's phase): beside another test on the 2-core machine, its keystrokes raced
// the menu's hydration and it failed in two runs of issue 55's two-worker suite.
test(
  'a menu works by keyboard: Enter opens it, Tab reaches its entries, Escape closes it',
  { tag: SHARED_STATE },
  async ({ page }) => {
    await page.goto('/history');
    // Escape is answered by the page's scripts, which start at the first touch: the test waits
    // until they have run (an Escape before then is lost, as it was before they had loaded).
    await hydrated(page.locator('body'));
    if (isPhone(page)) {
      await toggle(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggleOpen(page)).toBe(true);
    }
    const summary = menuButton(page, 'Communication');
    await summary.focus();
    await page.keyboard.press('Enter');
    const list = menuList(page, 'Communication');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Announcements' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(summary).toBeFocused();

    if (isPhone(page)) {
      // A second Escape closes the whole menu and returns to its toggle.
      await page.keyboard.press('Escape');
      await expect.poll(() => toggleOpen(page)).toBe(false);
      await expect(toggle(page)).toBeFocused();
    } else {
      // Tabbing past a menu's last entry closes it.
      await page.keyboard.press('Enter');
      for (let index = 0; index < 4; index += 1) await page.keyboard.press('Tab');
      await expect(list).toBeHidden();
    }
  },
);

test('opening one menu closes another, and a click elsewhere closes it', async ({ page }) => {
  await page.goto('/history');
  const about = await openMenu(page, 'About Us');
  await menuButton(page, 'More').click();
  await expect(menuList(page, 'More')).toBeVisible();
  await expect(about).toBeHidden();
  // A click elsewhere is answered by the page's scripts (a native disclosure stays open), which the
  // first touch started: the test waits until they have run, as the keyboard test above does.
  // (In CI it clicked while they were still hydrating the page, and the menu stayed open.)
  await hydrated(page.locator('body'));
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menuList(page, 'More')).toBeHidden();
});

test('works without JavaScript: every menu opens natively and its entries are plain links', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    ...testInfo.project.use,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/history');
  // The Menu toggle is a native disclosure too.
  if (isPhone(page)) await tapMenu(page);
  await menuButton(page, 'About Us').click();
  const link = menuList(page, 'About Us').getByRole('link', { name: 'Our Projects' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/ourprojects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');
  await context.close();
});

test('below 992 px the menus sit behind the Menu toggle; from 992 px they are a row', async ({
  page,
}) => {
  await page.goto('/history');
  const home = nav(page).getByRole('link', { name: 'Home' });
  if (isPhone(page)) {
    await expect(home).toBeHidden();
    await tapMenu(page);
    await expect(home).toBeVisible();
  } else {
    await expect(toggle(page)).toBeHidden();
    await expect(home).toBeVisible();
    const summaries = await nav(page).locator('.menu-list summary').all();
    const tops = await Promise.all(
      summaries.map(async (summary) => (await summary.boundingBox())!.y),
    );
    expect(new Set(tops).size).toBe(1);
  }
});

test('a tap on Menu before the page’s scripts have run opens it, and it stays open once they have', async ({
  page,
}) => {
  // Issue 42: on a slow phone the Menu button ignored taps until hydration, up to a second after
  // the paint. The page's scripts are held back until the tap has been answered.
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/history', { waitUntil: 'domcontentloaded' });
  const home = nav(page).getByRole('link', { name: 'Home' });
  await expect(home).toBeHidden();
  await tapMenu(page);
  await expect(home).toBeVisible();
  const hydratedYet = await nav(page).evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$')),
  );
  expect(hydratedYet).toBe(false);

  release();
  await hydrated(nav(page));
  await expect(home).toBeVisible();
  await tapMenu(page);
  await expect(home).toBeHidden();
});
