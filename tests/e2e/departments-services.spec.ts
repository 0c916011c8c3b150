import { expect, test, type Page } from './test';
import { departmentFacts } from '../../sandbox/data/departments-feed';
import { clearFaults, resetSite, setFault } from './support';
import { SHARED_STATE } from './tags';

/**
 * The departments and services pages of spec 000 §2 when their content service fails (§8): the
 * faults are the sandbox's, which every test shares. What the pages' HTML says is read without a
 * browser (tests/deploy/departmentsServices.test.ts).
 */

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('departments', () => {
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
