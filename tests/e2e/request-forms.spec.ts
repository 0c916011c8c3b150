import { expect, test, type Page } from '@playwright/test';
import { todayInPakistan } from '../../components/forms/requestForm';
import { SANDBOX_EMAILJS_ACCOUNT } from '../../sandbox/emailjs';
import { consultantFacts, findConsultantById } from '../../sandbox/data/consultants';
import { clearFaults, clearOutbox, readOutbox, setFault } from './support';

test.beforeEach(clearOutbox);
test.afterEach(clearFaults);

/** A day this many days from today in Pakistan, as a date input holds it. */
function dayFromToday(days: number): string {
  const date = new Date(`${todayInPakistan()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const APPOINTMENT = {
  user_name: 'Ali Raza',
  user_email: 'ali.raza@example.com',
  user_num: '+92 300 1234567',
  date: dayFromToday(10),
  time: '10:30',
  appointment_description: 'Follow-up of my knee surgery',
};

const submitButton = (page: Page) =>
  page.getByRole('button', { name: /Request appointment|Register complaint|Sending/ });

async function fillAppointment(page: Page, branch = 'West Wood') {
  await page.getByLabel('Name').fill(APPOINTMENT.user_name);
  await page.getByLabel('Email', { exact: true }).fill(APPOINTMENT.user_email);
  await page.getByLabel('Contact number (optional)').fill(APPOINTMENT.user_num);
  await page.getByLabel('Branch').selectOption({ label: branch });
  await page.getByLabel('Preferred date').fill(APPOINTMENT.date);
  await page.getByLabel('Preferred time').fill(APPOINTMENT.time);
  await page
    .getByLabel('What is the appointment for? (optional)')
    .fill(APPOINTMENT.appointment_description);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** Tab until focus leaves the field: date and time inputs hold a stop per part of the value. */
async function tabOutOf(page: Page, id: string) {
  do await page.keyboard.press('Tab');
  while ((await focusedId(page)) === id);
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  // The submit button is enabled once the form's script runs.
  await expect(submitButton(page)).toBeEnabled();
}

test.describe('the appointment form', () => {
  test('shows every message of an empty submit, summarised with links to the fields', async ({
    page,
  }) => {
    await openForm(page, '/appointment');
    await submitButton(page).click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    const expected = [
      'Name is required',
      'Email is required',
      'Branch selection is required',
      'Date is required',
      'Time is required',
    ];
    await expect(summary.getByRole('link')).toHaveText(expected);
    await expect(summary.locator('..')).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Book an appointment/);
    for (const [field, message] of <const>[
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Branch', 'Branch selection is required'],
      ['Preferred date', 'Date is required'],
      ['Preferred time', 'Time is required'],
    ]) {
      const input = page.getByLabel(field, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(`Error: ${message}`);
    }

    await summary.getByRole('link', { name: 'Email is required' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    expect(await readOutbox()).toEqual([]);
  });

  test('keeps what was typed and says what is wrong with it', async ({ page }) => {
    await openForm(page, '/appointment');
    await fillAppointment(page);
    await page.getByLabel('Email', { exact: true }).fill('ali.raza@example');
    await page.getByLabel('Contact number (optional)').fill('12345');
    await page.getByLabel('Preferred date').fill(dayFromToday(-1));
    await submitButton(page).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link'),
    ).toHaveText([
      'Please enter a valid email',
      'Enter a Pakistani phone number, like 0300-1234567 or +92 300 1234567',
      'The appointment date must be today or in the future',
    ]);
    await expect(page.getByLabel('Name')).toHaveValue(APPOINTMENT.user_name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ali.raza@example');
    await expect(page.getByLabel('Branch')).toHaveValue('West Wood');
    await expect(page.getByLabel('Preferred time')).toHaveValue(APPOINTMENT.time);
    expect(await readOutbox()).toEqual([]);
  });

  test('sends a request with every field mapped to the template', async ({ page }) => {
    await openForm(page, '/appointment');
    await fillAppointment(page, 'Islamabad (Bahria Golf City)');
    await submitButton(page).click();

    await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
    expect(await readOutbox()).toEqual([
      expect.objectContaining({
        endpoint: 'send',
        templateId: SANDBOX_EMAILJS_ACCOUNT.templates.appointment,
        params: {
          from_name: APPOINTMENT.user_name,
          from_email: APPOINTMENT.user_email,
          contact_number: APPOINTMENT.user_num,
          appointment_for: 'Behria Gold',
          appointment_description: APPOINTMENT.appointment_description,
          date: APPOINTMENT.date,
          time: APPOINTMENT.time,
        },
      }),
    ]);
    // Sent, so the form is ready for another request.
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('keeps every value when the e-mail service fails, offers the branch phone, and sends on retry', async ({
    page,
  }) => {
    await openForm(page, '/appointment');
    await fillAppointment(page, 'DHA');
    await setFault({ match: '/emailjs/', mode: 'error', status: 500 });
    await submitButton(page).click();

    const outcome = page.getByRole('status');
    await expect(outcome).toContainText('Failed to send appointment request. Please try again.');
    await expect(outcome).toContainText('You can also call DHA on 042 0000 0011.');
    await expect(outcome.getByRole('link', { name: '042 0000 0011' })).toHaveAttribute(
      'href',
      'tel:04200000011',
    );
    await expect(page.getByLabel('Name')).toHaveValue(APPOINTMENT.user_name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(APPOINTMENT.user_email);
    await expect(page.getByLabel('Contact number (optional)')).toHaveValue(APPOINTMENT.user_num);
    await expect(page.getByLabel('Branch')).toHaveValue('DHA');
    await expect(page.getByLabel('Preferred date')).toHaveValue(APPOINTMENT.date);
    await expect(page.getByLabel('Preferred time')).toHaveValue(APPOINTMENT.time);
    expect(await readOutbox()).toEqual([]);

    await clearFaults();
    await submitButton(page).click();
    await expect(outcome).toHaveText('Appointment request sent successfully!');
    expect(await readOutbox()).toHaveLength(1);
  });

  test('gives up on an e-mail service that never answers, keeping every value', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openForm(page, '/appointment');
    await fillAppointment(page, 'DHA');
    await setFault({ match: '/emailjs/', mode: 'slow', delayMs: 45_000 });
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Sending…');

    const outcome = page.getByRole('status');
    await expect(outcome).toContainText('Failed to send appointment request. Please try again.', {
      timeout: 20_000,
    });
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByLabel('Name')).toHaveValue(APPOINTMENT.user_name);
    await expect(page.getByLabel('Preferred date')).toHaveValue(APPOINTMENT.date);
    await expect(page.getByLabel('What is the appointment for? (optional)')).toHaveValue(
      APPOINTMENT.appointment_description,
    );
  });

  test('sends once however often the button is pressed while sending', async ({ page }) => {
    await openForm(page, '/appointment');
    await fillAppointment(page);
    await setFault({ match: '/emailjs/', mode: 'slow', delayMs: 1500 });
    await submitButton(page).dblclick();
    await expect(submitButton(page)).toHaveText('Sending…');
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
    expect(await readOutbox()).toHaveLength(1);
  });

  test("keeps what was typed before the page's script arrived", async ({ page }) => {
    // A cheap phone on mobile data shows the form well before its script has run.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/appointment', { waitUntil: 'domcontentloaded' });
    await expect(submitButton(page)).toBeDisabled();
    await fillAppointment(page, 'Bahria Enclave');

    release();
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
    const [sent] = await readOutbox();
    expect(sent?.params).toEqual({
      from_name: APPOINTMENT.user_name,
      from_email: APPOINTMENT.user_email,
      contact_number: APPOINTMENT.user_num,
      appointment_for: 'Behria Inlave',
      appointment_description: APPOINTMENT.appointment_description,
      date: APPOINTMENT.date,
      time: APPOINTMENT.time,
    });
  });

  test("a consultant's Appointment button chooses the branch and names the consultant", async ({
    page,
  }) => {
    const consultant = findConsultantById(consultantFacts.fullRecordId)!;
    await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Book an appointment', exact: true })
      .click();
    await expect(page).toHaveURL(/\/appointment\?branch=DHA&consultant=/);
    await expect(page.getByLabel('Branch')).toHaveValue('DHA');
    await expect(page.getByLabel('What is the appointment for? (optional)')).toHaveValue(
      `Appointment with ${consultant.consultanT_NAME}`,
    );
  });

  test('is also at /Appointment, with /appointment as its address', async ({ page }) => {
    const response = await page.goto('/Appointment');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/appointment$/);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await openForm(page, '/appointment');
    do await page.keyboard.press('Tab');
    while ((await focusedId(page)) !== 'user_name');
    const [year, month, day] = APPOINTMENT.date.split('-');
    await page.keyboard.type(APPOINTMENT.user_name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(APPOINTMENT.user_email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(APPOINTMENT.user_num);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // the first branch
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${month}${day}${year}`);
    await tabOutOf(page, 'date');
    await page.keyboard.type('1030AM');
    await tabOutOf(page, 'time');
    await page.keyboard.type(APPOINTMENT.appointment_description);
    await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
    const [sent] = await readOutbox();
    expect(sent?.params).toMatchObject({
      from_name: APPOINTMENT.user_name,
      appointment_for: 'Iqbal Town',
      date: APPOINTMENT.date,
      time: APPOINTMENT.time,
    });
  });
});

test.describe('the complaint form', () => {
  test('asks no time and shows the messages of an empty submit', async ({ page }) => {
    await openForm(page, '/registercomplaint');
    await expect(page.getByLabel('Preferred time')).toHaveCount(0);
    await submitButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link'),
    ).toHaveText([
      'Name is required',
      'Email is required',
      'Branch selection is required',
      'Date is required',
    ]);
  });

  test('sends a complaint about a past visit, with Islamabad for Golf City', async ({ page }) => {
    await openForm(page, '/registercomplaint');
    await page.getByLabel('Name').fill('Sana Malik');
    await page.getByLabel('Email', { exact: true }).fill('sana@example.com');
    await page.getByLabel('Branch').selectOption({ label: 'Islamabad' });
    await page.getByLabel('Date of your visit').fill(dayFromToday(-3));
    await page.getByLabel('Your complaint (optional)').fill('Waited three hours at reception');
    await submitButton(page).click();

    await expect(page.getByRole('status')).toHaveText('complaint sent successfully!');
    expect(await readOutbox()).toEqual([
      expect.objectContaining({
        templateId: SANDBOX_EMAILJS_ACCOUNT.templates.complaint,
        params: {
          from_name: 'Sana Malik',
          from_email: 'sana@example.com',
          contact_number: '',
          appointment_for: 'Islamabad',
          appointment_description: 'Waited three hours at reception',
          date: dayFromToday(-3),
        },
      }),
    ]);
  });

  test('says the complaint failed and keeps it', async ({ page }) => {
    await openForm(page, '/registercomplaint');
    await page.getByLabel('Name').fill('Sana Malik');
    await page.getByLabel('Email', { exact: true }).fill('sana@example.com');
    await page.getByLabel('Branch').selectOption({ label: 'Bahria Enclave' });
    await page.getByLabel('Date of your visit').fill(dayFromToday(0));
    await setFault({ match: '/emailjs/', mode: 'error', status: 503 });
    await submitButton(page).click();
    const outcome = page.getByRole('status');
    await expect(outcome).toContainText('Failed to send complaint . Please try again.');
    await expect(outcome).toContainText('You can also call Bahria Enclave on 051 0000 0014.');
    await expect(page.getByLabel('Name')).toHaveValue('Sana Malik');
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await openForm(page, '/registercomplaint');
    do await page.keyboard.press('Tab');
    while ((await focusedId(page)) !== 'user_name');
    const [year, month, day] = dayFromToday(-1).split('-');
    await page.keyboard.type('Sana Malik');
    await page.keyboard.press('Tab');
    await page.keyboard.type('sana@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // no contact number
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${month}${day}${year}`);
    await tabOutOf(page, 'date');
    await page.keyboard.press('Tab'); // no description
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('complaint sent successfully!');
    const [sent] = await readOutbox();
    expect(sent?.params).toMatchObject({ appointment_for: 'DHA', contact_number: '' });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/appointment', '/registercomplaint']) {
    test(`${path} shows every branch's phone number and cannot send`, async ({ page }) => {
      await page.goto(path);
      const phones = page.getByRole('complementary', { name: 'Prefer to call?' }).getByRole('link');
      await expect(phones).toHaveCount(8);
      await expect(phones.first()).toHaveAttribute('href', 'tel:042111223377');
      // Chromium with scripts switched off still parses <noscript> as text, so the HTML is read.
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/<noscript><p[^>]*>This form needs JavaScript to send\./);
      await expect(submitButton(page)).toBeDisabled();
    });
  }
});
