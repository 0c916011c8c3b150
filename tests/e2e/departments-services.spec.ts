import { expect, test, type Page } from './test';
import { departmentFacts } from '../../sandbox/data/departments-feed';
import { serviceFacts } from '../../sandbox/data/services-feed';
import { clearFaults, resetSite, setFault } from './support';
import { SHARED_STATE } from './tags';

/**
 * The departments and services pages of spec 000 §2 and their messages (§8), as a browser shows
 * them; what their HTML says is read without one (tests/deploy/departmentsServices.test.ts).
 */

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('departments', () => {
  test('the landing has its banner, the main departments and each branch’s departments', async ({
    page,
  }) => {
    await page.goto('/Departments');
    await expect(h1(page)).toHaveText('Departments');
    const mainDepartments = page.getByRole('region', { name: 'Our main departments' });
    await expect(mainDepartments.getByRole('link')).toHaveText([
      'Cardiology',
      'Medicine',
      'General Surgery',
      'Gynecology & Obstetrics',
      'Paeds',
      'Neurology',
      'Orthopedic',
    ]);
    const atBranches = page.getByRole('region', { name: 'Departments at our branches' });
    expect(await atBranches.getByRole('link').count()).toBeGreaterThan(50);
  });

  for (const [path, name] of [
    ['/cardiology', 'Cardiology'],
    ['/medicine', 'Medicine'],
    ['/generalsurgery', 'General Surgery'],
    ['/gynaecology', 'Gynecology & Obstetrics'],
    ['/paeds', 'Paeds'],
    ['/neurology', 'Neurology'],
    ['/orthopedic', 'Orthopedic'],
  ]) {
    test(`${path} has its name, description and details`, async ({ page }) => {
      await page.goto(path!);
      await expect(h1(page)).toHaveText(name!);
      await expect(main(page).getByRole('heading', { name: 'What we offer' })).toBeVisible();
      expect(await main(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    });
  }

  test.describe('when the content service fails', { tag: SHARED_STATE }, () => {
    test.afterEach(async () => {
      await clearFaults();
      await resetSite();
    });

    test('a department says "Error fetching department data", not "not found"', async ({
      page,
    }) => {
      await setFault({ match: '/main/api/web/departments', mode: 'error', status: 503 });
      await resetSite();
      await page.goto(`/department/${departmentFacts.idWithServices}`);
      await expect(main(page)).toContainText('Error: Error fetching department data');
      await expect(page.getByText('Department not found')).toHaveCount(0);
    });

    test('only its services say "Error fetching services data"', async ({ page }) => {
      await setFault({ match: '/main/api/web/DepartmentServices', mode: 'error', status: 503 });
      await resetSite();
      await page.goto(`/department/${departmentFacts.idWithServices}`);
      await expect(page.getByRole('complementary')).toContainText(
        'Error: Error fetching services data',
      );
      await expect(h1(page)).not.toHaveText('Department');
    });
  });
});

test.describe('services', () => {
  test('the services page features its five services, the schedule banner and three testimonials', async ({
    page,
  }) => {
    await page.goto('/services');
    const featured = page
      .getByRole('region', { name: 'Featured services' })
      .getByRole('article')
      .getByRole('link');
    const hrefs = await featured.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs.sort()).toEqual(
      serviceFacts.servicesPageFeaturedIds.map((id) => `/service/${id}`).sort(),
    );
    await expect(
      page.getByRole('region', { name: 'Schedule an appointment' }).getByRole('link'),
    ).toHaveAttribute('href', '/Appointment');
    await expect(
      page.getByRole('region', { name: 'What our patients say' }).getByRole('figure'),
    ).toHaveCount(3);
  });

  for (const [path, name] of [
    ['/homemedical', 'Home Medical Services'],
    ['/bloodbank', 'Blood Bank'],
    ['/emergency', 'Emergency'],
    ['/fhlaboratory', 'FH Laboratory'],
    ['/icu', 'I.C.U'],
    ['/operationtheatre', 'Operation theatre'],
  ]) {
    test(`${path} has its name, description and details`, async ({ page }) => {
      await page.goto(path!);
      await expect(h1(page)).toHaveText(name!);
      await expect(main(page).getByRole('heading', { name: 'What we offer' })).toBeVisible();
    });
  }

  test('a service shows its title, picture and description', async ({ page }) => {
    await page.goto('/service/23');
    await expect(h1(page)).not.toBeEmpty();
    await expect(main(page).getByRole('img')).toBeVisible();
  });

  test(
    'a service whose feed fails says "Error fetching service data"',
    { tag: SHARED_STATE },
    async ({ page }) => {
      await setFault({ match: '/main/api/web/Serviceslist', mode: 'error', status: 503 });
      await resetSite();
      await page.goto('/service/23');
      await expect(main(page)).toContainText('Error: Error fetching service data');
      await clearFaults();
      await resetSite();
    },
  );
});
