import { expect, test } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { branchPlace, getBranch, listBranches } from '../../domain/branches';

/** WhatsApp chats with a branch (issue 20), each with its first message written for the patient. */

const dha = getBranch('DHA');

/** The message a wa.me link writes. */
const messageOf = (href: string | null) => new URL(href!).searchParams.get('text');

test('the branch page, the contact page and the emergency page open a chat with the branch', async ({
  page,
}) => {
  await page.goto('/dhabranch');
  const onBranch = page.getByRole('link', { name: /^WhatsApp DHA/ });
  await expect(onBranch).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${dha.whatsapp}\\?`));
  expect(messageOf(await onBranch.getAttribute('href'))).toBe('Hello, I have a question for DHA.');

  for (const path of ['/contactus', '/emergency']) {
    await page.goto(path);
    for (const branch of listBranches()) {
      const chat = page.getByRole('main').getByRole('link', {
        name: new RegExp(`^WhatsApp ${branchPlace(branch).replace(/[()]/g, '\\$&')}`),
      });
      await expect(chat, `${path} ${branch.id}`).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${branch.whatsapp}\\?`),
      );
      expect(messageOf(await chat.getAttribute('href'))).toContain(branchPlace(branch));
    }
  }
});

test("a consultant's page opens a chat that names the doctor", async ({ page }) => {
  await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  const chat = page.getByRole('link', { name: /^WhatsApp DHA/ });
  expect(messageOf(await chat.getAttribute('href'))).toBe(
    `Hello, I would like an appointment with ${name} at DHA.`,
  );
});
