import { expect, test } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';

/**
 * A consultant's page as a phone shows it and a patient follows it: what a tap reaches on the first
 * screen, and the link back to the branch's list. What its HTML says (every fact, the texts for
 * missing ones, the link's address, the not-found page of an id that is no number) is read
 * without a browser (tests/deploy/consultantPages.test.ts).
 */

test('on a phone, puts Appointment and Call on the first screen, above the photo', async ({
  page,
}) => {
  await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
  const screen = page.viewportSize()!;
  const appointment = await page
    .getByRole('main')
    .getByRole('link', { name: 'Book an appointment', exact: true })
    .boundingBox();
  const call = await page.getByRole('link', { name: /^Call / }).boundingBox();
  const photo = await page.getByRole('img', { name: /./ }).first().boundingBox();
  for (const box of [appointment!, call!]) {
    expect(box.y + box.height).toBeLessThan(screen.height);
    expect(box.y).toBeLessThan(photo!.y);
  }
});

test("the link back opens the consultant's branch list", async ({ page }) => {
  await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
  const back = page.getByRole('link', { name: /^All consultants at / });
  const href = await back.getAttribute('href');
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Our Consultants at /);
});
