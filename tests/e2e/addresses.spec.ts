import { expect, test } from './test';
import { labFacts } from '../../sandbox/data/lab-reports';
import { hydrated } from './support';

/**
 * Issue 39: what an outside test found where a rule was written in several places, each closed
 * now that the address table (domain/addresses) is the one place. Here, what a browser shows:
 * every error page runs its scripts, a patient's results carry the patient seal. Every page kind
 * running its scripts is on the walk of every page kind (tests/e2e/every-page-kind.spec.ts), the
 * service worker repeating no lookup in tests/e2e/offline.spec.ts. What needs no browser (the
 * page cache under made-up addresses, a search at the longest, the image optimizer, no input
 * answering 500, compressed route handlers) is checked against the built site in tests/deploy
 * (pageCache, oddRequests, answerHeaders).
 */

const patient = String(labFacts['lab-a'].richPatientId);

test.describe('a patient’s lab lookup', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript, the results carry the patient seal', async ({ page }) => {
    await page.goto('/labreports');
    await page.getByLabel('Patient ID', { exact: true }).fill(patient);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    await expect(page.getByRole('link', { name: /^View/ }).first()).toBeVisible();
    const headers = answer.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    // The page says what its header says (issue 53: its HTML said "index, follow").
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});

// Every page kind the sitemap lists is opened, hydrated and heard on the walk of every page kind
// (tests/e2e/every-page-kind.spec.ts); here, the error pages, each with its status: a missing
// record is a page saying so (spec 000 §5), sent as a 404 (issue 53).
test('every error page opens in Chromium, hydrates, and logs no error', async ({ page }) => {
  const errorPages: Record<string, number> = {
    '/made-up': 404,
    '/ur/made-up': 404,
    '/consultant/987654321': 404,
    '/OurDoctors?page=777': 404,
    '/ur/dhaconsultant?page=500': 404,
    '/dhabranch/anything': 404,
  };
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const [path, status] of Object.entries(errorPages)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await hydrated(page.locator('body'));
  }
  // A 404's own status is the one console error Chromium logs for it.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});
