import { expect, test, type Page } from './test';
import { todayInPakistan } from '../../components/forms/requestFormRules';
import { SANDBOX_EMAILJS_ACCOUNT } from '../../sandbox/emailjs';
import { consultantFacts, findConsultantById } from '../../sandbox/data/consultants';
import { clearFaults, clearOutbox, readOutbox, setFault } from './support';
import { SHARED_STATE } from './tags';
import { REFERENCE_PATTERN } from '../../domain/requestReference';
import { getBranch } from '../../domain/branches';
import { telHref } from '../../domain/phoneLinks';

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
  // A Tuesday: the clinics see no one on Sunday (issue 54).
  date: comingSaturday(3),
  time: '10:30',
  appointment_description: 'Follow-up of my knee surgery',
};

const submitButton = (page: Page) =>
  page.getByRole('button', { name: /Request appointment|Register complaint|Sending/ });

/** What the appointment e-mail carries besides the fields: the reference, and no consultant. */
const NO_DOCTOR = {
  reference: expect.stringMatching(REFERENCE_PATTERN),
  doctor_name: '',
  doctor_id: '',
};

async function fillAppointment(page: Page, branch = 'West Wood') {
  await page.getByLabel('Name').fill(APPOINTMENT.user_name);
  await page.getByLabel('Email (optional)').fill(APPOINTMENT.user_email);
  await page.getByLabel('Phone number').fill(APPOINTMENT.user_num);
  await page.getByLabel('Branch').selectOption({ label: branch });
  await page.getByLabel('Preferred date').fill(APPOINTMENT.date);
  await page.getByLabel('Preferred time').selectOption(APPOINTMENT.time);
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
  test(
    'shows every message of an empty submit, summarised with links to the fields',
    { tag: SHARED_STATE },
    async ({ page }) => {
      await openForm(page, '/appointment');
      await submitButton(page).click();

      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      const expected = [
        'Name is required',
        'Phone number is required',
        'Branch selection is required',
        'Date is required',
        'Time is required',
      ];
      await expect(summary.getByRole('link')).toHaveText(expected);
      await expect(summary.locator('..')).toBeFocused();
      await expect(page).toHaveTitle(/^Error: Book an appointment/);
      for (const [field, message] of <const>[
        ['Name', 'Name is required'],
        ['Phone number', 'Phone number is required'],
        ['Branch', 'Branch selection is required'],
        ['Preferred date', 'Date is required'],
        ['Preferred time', 'Time is required'],
      ]) {
        const input = page.getByLabel(field, { exact: true });
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(new RegExp(`Error: ${message}$`));
      }
      // E-mail is optional on the appointment form: the branch confirms by phone.
      await expect(page.getByLabel('Email (optional)')).toHaveAttribute('aria-invalid', 'false');

      await summary.getByRole('link', { name: 'Phone number is required' }).click();
      await expect(page.getByLabel('Phone number')).toBeFocused();
      expect(await readOutbox()).toEqual([]);
    },
  );

  test(
    'keeps what was typed and says what is wrong with it',
    { tag: SHARED_STATE },
    async ({ page }) => {
      await openForm(page, '/appointment');
      await fillAppointment(page);
      await page.getByLabel('Email (optional)').fill('ali.raza@example');
      await page.getByLabel('Phone number').fill('12345');
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
      await expect(page.getByLabel('Email (optional)')).toHaveValue('ali.raza@example');
      await expect(page.getByLabel('Branch')).toHaveValue('West Wood');
      await expect(page.getByLabel('Preferred time')).toHaveValue(APPOINTMENT.time);
      expect(await readOutbox()).toEqual([]);
    },
  );

  test(
    'sends a request with every field mapped to the template, and summarises it with its reference',
    { tag: SHARED_STATE },
    async ({ page }) => {
      await openForm(page, '/appointment');
      await fillAppointment(page, 'Islamabad (Bahria Golf City)');
      await submitButton(page).click();

      await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
      expect(await readOutbox()).toEqual([
        expect.objectContaining({
          endpoint: 'send',
          templateId: SANDBOX_EMAILJS_ACCOUNT.templates.appointment,
          params: {
            ...NO_DOCTOR,
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
      const [sent] = await readOutbox();
      const summary = page.getByRole('region', { name: /^Your request Reference/ });
      await expect(summary).toBeFocused();
      await expect(summary.locator('#request-reference')).toBeInViewport();
      await expect(summary.locator('#request-reference')).toHaveText(
        `Reference ${sent!.params.reference}`,
      );
      await expect(summary.locator('dd')).toHaveText([
        APPOINTMENT.user_name,
        APPOINTMENT.user_num,
        APPOINTMENT.user_email,
        'Islamabad (Bahria Golf City)',
        /^\w+day,? \d{1,2} \w+ \d{4}$/,
        '10:30 am',
        APPOINTMENT.appointment_description,
      ]);
      // The values stay until the patient starts a new request, which clears them.
      await expect(page.getByLabel('Name')).toBeHidden();
      await summary.getByRole('button', { name: 'Start a new request' }).click();
      await expect(summary).toHaveCount(0);
      await expect(page.getByLabel('Name')).toHaveValue('');
      await expect(page.getByLabel('Name')).toBeFocused();
      await expect(page.getByLabel('Phone number')).toHaveValue('');
    },
  );

  test(
    'keeps every value when the e-mail service fails, offers the branch phone, and sends on retry',
    { tag: SHARED_STATE },
    async ({ page }) => {
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
      await expect(page.getByLabel('Email (optional)')).toHaveValue(APPOINTMENT.user_email);
      await expect(page.getByLabel('Phone number')).toHaveValue(APPOINTMENT.user_num);
      await expect(page.getByLabel('Branch')).toHaveValue('DHA');
      await expect(page.getByLabel('Preferred date')).toHaveValue(APPOINTMENT.date);
      await expect(page.getByLabel('Preferred time')).toHaveValue(APPOINTMENT.time);
      expect(await readOutbox()).toEqual([]);

      await clearFaults();
      await submitButton(page).click();
      await expect(outcome).toHaveText('Appointment request sent successfully!');
      expect(await readOutbox()).toHaveLength(1);
      const [sent] = await readOutbox();
      await expect(page.locator('#request-reference')).toContainText(sent!.params.reference!);
    },
  );

  test(
    'gives up on an e-mail service that never answers, keeping every value',
    { tag: SHARED_STATE },
    async ({ page }) => {
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
    },
  );

  test(
    'sends once however often the button is pressed while sending',
    { tag: SHARED_STATE },
    async ({ page }) => {
      await openForm(page, '/appointment');
      await fillAppointment(page);
      await setFault({ match: '/emailjs/', mode: 'slow', delayMs: 1500 });
      await submitButton(page).dblclick();
      await expect(submitButton(page)).toHaveText('Sending…');
      // A press while sending: Playwright would wait for the busy (aria-disabled) button to be free.
      await submitButton(page).click({ force: true });
      await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
      expect(await readOutbox()).toHaveLength(1);
    },
  );

  test(
    "keeps what was typed before the page's script arrived",
    { tag: SHARED_STATE },
    async ({ page }) => {
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
        ...NO_DOCTOR,
        from_name: APPOINTMENT.user_name,
        from_email: APPOINTMENT.user_email,
        contact_number: APPOINTMENT.user_num,
        appointment_for: 'Behria Inlave',
        appointment_description: APPOINTMENT.appointment_description,
        date: APPOINTMENT.date,
        time: APPOINTMENT.time,
      });
    },
  );

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

  test('can be completed with the keyboard alone', { tag: SHARED_STATE }, async ({ page }) => {
    // 10:05 on a Monday: the clinics are open, so nothing is shown between the fields for care now.
    await page.clock.setFixedTime(new Date(`${comingSaturday(2)}T10:05:00+05:00`));
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
    // The times offered, chosen by typing the start of one.
    await page.keyboard.type('10:30');
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

/** The date of the first Saturday after today in Pakistan (YYYY-MM-DD), and a day from it. */
function comingSaturday(plusDays = 0): string {
  const today = todayInPakistan();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return dayFromToday(((6 - weekday + 7) % 7 || 7) + plusDays);
}

/** Dr. Ayesha Khan (321) of the sandbox sits on Saturdays, 4 to 7 pm, at DHA. */
const SATURDAY_DOCTOR = consultantFacts.fullRecordId;
const bookingLink = (prefix = '') =>
  `${prefix}/appointment?branch=DHA&consultant=Dr.+Ayesha+Khan&doctor=${SATURDAY_DOCTOR}`;

test.describe('a request a branch can act on, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(
    'refuses a time already past today, a day the doctor does not sit and a time outside their hours',
    { tag: SHARED_STATE },
    async ({ page }) => {
      expect(findConsultantById(SATURDAY_DOCTOR)!.timing).toBe('Saturday 4:00 PM - 7:00 PM');
      // 18:38 on a Saturday in Pakistan: the doctor still sits today, until 7 pm.
      await page.clock.setFixedTime(new Date(`${comingSaturday()}T18:38:00+05:00`));
      await openForm(page, bookingLink());
      await expect(page.getByRole('button', { name: 'Choose today' })).toBeVisible();
      await page.getByLabel('Name').fill(APPOINTMENT.user_name);
      await page.getByLabel('Phone number').fill(APPOINTMENT.user_num);
      await page.getByRole('button', { name: 'Choose today' }).click();
      await expect(page.getByLabel('Preferred date')).toHaveValue(comingSaturday());
      await page.getByLabel('Preferred time').fill('17:00');
      await submitButton(page).click();

      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      const past = 'This time has already passed today. Choose a later time or another day';
      await expect(summary.getByRole('link')).toHaveText([past]);
      await expect(page.getByLabel('Preferred time')).toHaveAccessibleDescription(`Error: ${past}`);
      await summary.getByRole('link', { name: past }).click();
      await expect(page.getByLabel('Preferred time')).toBeFocused();

      // The Sunday after: the doctor sits on Saturdays only.
      await page.getByLabel('Preferred date').fill(comingSaturday(1));
      await submitButton(page).click();
      const closed =
        'The doctor does not see patients on this day. Choose one of the days shown above';
      await expect(summary.getByRole('link')).toHaveText([closed]);
      await expect(page.getByLabel('Preferred date')).toHaveAttribute('aria-invalid', 'true');
      await summary.getByRole('link', { name: closed }).click();
      await expect(page.getByLabel('Preferred date')).toBeFocused();

      // The next Saturday, in the morning.
      await page.getByLabel('Preferred date').fill(comingSaturday(7));
      await page.getByLabel('Preferred time').fill('10:30');
      await submitButton(page).click();
      await expect(summary.getByRole('link')).toHaveText([
        "Choose a time within the doctor's hours on that day, shown above",
      ]);
      // Nothing typed was cleared, and nothing was sent.
      await expect(page.getByLabel('Name')).toHaveValue(APPOINTMENT.user_name);
      await expect(page.getByLabel('Phone number')).toHaveValue(APPOINTMENT.user_num);
      await expect(page.getByLabel('Preferred time')).toHaveValue('10:30');
      expect(await readOutbox()).toEqual([]);

      await page.getByLabel('Preferred time').fill('16:30');
      await submitButton(page).click();
      await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
      const [sent] = await readOutbox();
      expect(sent?.params).toMatchObject({
        doctor_name: 'Dr. Ayesha Khan',
        doctor_id: String(SATURDAY_DOCTOR),
        date: comingSaturday(7),
        time: '16:30',
        from_email: '',
        contact_number: APPOINTMENT.user_num,
      });
      const region = page.getByRole('region', { name: /^Your request/ });
      await expect(region.locator('#request-reference')).toHaveText(
        `Reference ${sent!.params.reference}`,
      );
      await expect(region).toContainText('Dr. Ayesha Khan');
    },
  );

  test(
    'in Urdu: offers the next sitting once the hours today have ended, refuses a closed day, and summarises the request',
    { tag: SHARED_STATE },
    async ({ page }) => {
      // 19:05 on a Saturday in Pakistan: the doctor's hours today have ended.
      await page.clock.setFixedTime(new Date(`${comingSaturday()}T19:05:00+05:00`));
      await page.goto(bookingLink('/ur'));
      const submit = page.getByRole('button', { name: 'اپائنٹمنٹ کی درخواست بھیجیں' });
      await expect(submit).toBeEnabled();
      const choose = page.locator('.chosen-doctor').getByRole('button');
      await expect(choose).toBeVisible();
      await expect(choose).not.toHaveText('آج کی تاریخ منتخب کریں');
      await page.getByLabel('نام', { exact: true }).fill('علی رضا');
      await page.getByLabel('فون نمبر', { exact: true }).fill('0300-1234567');
      await page.getByLabel('آنے کی تاریخ', { exact: true }).fill(comingSaturday(1));
      await page.getByLabel('آنے کا وقت', { exact: true }).fill('16:30');
      await submit.click();

      const summary = page.getByRole('alert').filter({ hasText: 'کچھ درست نہیں' });
      const closed = 'ڈاکٹر اس دن مریض نہیں دیکھتے۔ اوپر لکھے دنوں میں سے کوئی دن منتخب کریں';
      await expect(summary.getByRole('link')).toHaveText([closed]);
      await summary.getByRole('link', { name: closed }).click();
      await expect(page.getByLabel('آنے کی تاریخ', { exact: true })).toBeFocused();

      await choose.click();
      await expect(page.getByLabel('آنے کی تاریخ', { exact: true })).toHaveValue(comingSaturday(7));
      await submit.click();
      await expect(page.getByRole('status')).toHaveText(
        'اپائنٹمنٹ کی درخواست کامیابی سے بھیج دی گئی!',
      );
      const [sent] = await readOutbox();
      expect(sent?.params).toMatchObject({
        reference: expect.stringMatching(REFERENCE_PATTERN),
        doctor_name: 'Dr. Ayesha Khan',
        doctor_id: String(SATURDAY_DOCTOR),
        from_name: 'علی رضا',
        date: comingSaturday(7),
      });
      const region = page.getByRole('region', { name: /^آپ کی درخواست/ });
      await expect(region).toBeFocused();
      await expect(region.locator('#request-reference')).toHaveText(
        `حوالہ نمبر ${sent!.params.reference}`,
      );
      await expect(region).toContainText('سہ پہر 4:30 بجے');
      await region.getByRole('button', { name: 'نئی درخواست شروع کریں' }).click();
      await expect(page.getByLabel('نام', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('نام', { exact: true })).toBeFocused();
    },
  );

  test(
    'the confirmation says by when the branch will call, and offers a copy to keep',
    { tag: SHARED_STATE },
    async ({ page }) => {
      // 10:05 on a Monday in Pakistan: the desk calls within two working hours, by 12:30 pm.
      const monday = comingSaturday(2);
      await page.clock.setFixedTime(new Date(`${monday}T10:05:00+05:00`));
      await openForm(page, '/appointment');
      await fillAppointment(page, 'DHA');
      await submitButton(page).click();
      await expect(page.getByRole('status')).toHaveText('Appointment request sent successfully!');
      const [sent] = await readOutbox();
      const region = page.getByRole('region', { name: /^Your request/ });
      await expect(region).toContainText('The branch will call you to confirm by 12:30 pm today.');
      await expect(region).toContainText(
        'If no one has called by then, call DHA on 042 0000 0011.',
      );
      await expect(region.getByRole('link', { name: '042 0000 0011' })).toHaveAttribute(
        'href',
        'tel:04200000011',
      );

      // A copy in the patient's WhatsApp, in their chat with the branch.
      const chat = region.getByRole('link', { name: /^Send it to DHA on WhatsApp/ });
      await expect(chat).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${getBranch('DHA').whatsapp}\\?text=`),
      );
      const message = new URL((await chat.getAttribute('href'))!).searchParams.get('text')!;
      expect(message.split('\n')).toEqual([
        'Hello, I have requested an appointment at DHA.',
        `Reference: ${sent!.params.reference}`,
        `Name: ${APPOINTMENT.user_name}`,
        `Phone: ${APPOINTMENT.user_num}`,
        `Email: ${APPOINTMENT.user_email}`,
        'Branch: DHA',
        expect.stringMatching(/^Date: \w+day,? \d{1,2} \w+ \d{4}$/),
        'Time: 10:30 am',
        `Details: ${APPOINTMENT.appointment_description}`,
      ]);

      // A copy on the phone: the print dialog, whose "Save as PDF" needs no connection.
      await page.evaluate(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
      await region.getByRole('button', { name: 'Save as PDF or print' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
        .toBe(1);
      // What is printed is the request alone: no menus, no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(region.locator('#request-reference')).toBeVisible();
      await expect(region).toContainText('by 12:30 pm today');
      await expect(region.getByRole('button', { name: 'Start a new request' })).toBeHidden();
    },
  );

  test(
    'in Urdu: a request sent late on Saturday is called about on Monday morning, and can be kept',
    { tag: SHARED_STATE },
    async ({ page }) => {
      // 20:30 on a Saturday: half an hour of the desk's day is left; Sunday is its day off.
      await page.clock.setFixedTime(new Date(`${comingSaturday()}T20:30:00+05:00`));
      await page.goto('/ur/appointment');
      const submit = page.getByRole('button', { name: 'اپائنٹمنٹ کی درخواست بھیجیں' });
      await expect(submit).toBeEnabled();
      await page.getByLabel('نام', { exact: true }).fill('علی رضا');
      await page.getByLabel('فون نمبر', { exact: true }).fill('0300-1234567');
      await page.getByLabel('برانچ', { exact: true }).selectOption({ label: 'ویسٹ ووڈ' });
      await page.getByLabel('آنے کی تاریخ', { exact: true }).fill(comingSaturday(3));
      await page.getByLabel('آنے کا وقت', { exact: true }).selectOption('11:00');
      await submit.click();
      await expect(page.getByRole('status')).toHaveText(
        'اپائنٹمنٹ کی درخواست کامیابی سے بھیج دی گئی!',
      );
      const [sent] = await readOutbox();
      const region = page.getByRole('region', { name: /^آپ کی درخواست/ });
      await expect(region).toContainText(
        'برانچ کا عملہ پیر کو صبح 10:30 بجے تک آپ کو کال کر کے اپائنٹمنٹ کی تصدیق کرے گا۔',
      );
      const chat = region.getByRole('link', { name: /^اسے واٹس ایپ پر ویسٹ ووڈ کو بھیجیں/ });
      await expect(chat).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${getBranch('WEST_WOOD').whatsapp}\\?text=`),
      );
      const message = new URL((await chat.getAttribute('href'))!).searchParams.get('text')!;
      expect(message).toContain('السلام علیکم، میں نے ویسٹ ووڈ میں اپائنٹمنٹ کی درخواست بھیجی ہے۔');
      expect(message).toContain(`حوالہ نمبر: ${sent!.params.reference}`);
      expect(message).toContain('وقت: صبح 11 بجے');
      await expect(
        region.getByRole('button', { name: 'PDF کے طور پر محفوظ کریں یا پرنٹ کریں' }),
      ).toBeVisible();
    },
  );
});

test.describe('the complaint form', () => {
  test('asks no time and shows the messages of an empty submit', async ({ page }) => {
    await openForm(page, '/registercomplaint');
    await expect(page.getByLabel('Preferred time')).toHaveCount(0);
    await submitButton(page).click();
    // Issue 40: the phone and the complaint itself are asked for, the e-mail is not.
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link'),
    ).toHaveText([
      'Name is required',
      'Phone number is required',
      'Branch selection is required',
      'Date is required',
      'Please tell us what your complaint is',
    ]);
    await expect(page.getByLabel('Email (optional)')).toBeVisible();
  });

  test(
    'sends a complaint about a past visit, with Islamabad for Golf City, and says what happens next',
    { tag: SHARED_STATE },
    async ({ page }) => {
      await openForm(page, '/registercomplaint');
      await page.getByLabel('Name').fill('Sana Malik');
      await page.getByLabel('Phone number').fill('0321-7654321');
      await page.getByLabel('Branch').selectOption({ label: 'Islamabad' });
      await page.getByLabel('Date of your visit').fill(dayFromToday(-3));
      await page
        .getByLabel('Your complaint', { exact: true })
        .fill('Waited three hours at reception');
      await submitButton(page).click();

      await expect(page.getByRole('status')).toHaveText(
        'Thank you. Your complaint has been received: our complaint cell will review it and contact you.',
      );
      const summary = page.getByRole('region', { name: /^Your request Reference/ });
      await expect(summary).toContainText('Quote it when our complaint cell calls you');
      await expect(summary).not.toContainText('to confirm');
      expect(await readOutbox()).toEqual([
        expect.objectContaining({
          templateId: SANDBOX_EMAILJS_ACCOUNT.templates.complaint,
          params: {
            reference: expect.stringMatching(REFERENCE_PATTERN),
            from_name: 'Sana Malik',
            from_email: '',
            contact_number: '0321-7654321',
            appointment_for: 'Islamabad',
            appointment_description: 'Waited three hours at reception',
            date: dayFromToday(-3),
          },
        }),
      ]);
    },
  );

  test(
    'the confirmation says by which day the complaint cell answers, and offers a copy (issue 54)',
    { tag: SHARED_STATE },
    async ({ page }) => {
      // Noon on a Friday in Pakistan: two of the cell's working days are Saturday and Monday.
      const friday = comingSaturday(-1);
      await page.clock.setFixedTime(new Date(`${friday}T12:00:00+05:00`));
      await openForm(page, '/registercomplaint');
      await page.getByLabel('Name').fill('Sana Malik');
      await page.getByLabel('Email (optional)').fill('sana@example.com');
      await page.getByLabel('Phone number').fill('0321-7654321');
      await page.getByLabel('Branch').selectOption({ label: 'DHA' });
      await page.getByLabel('Date of your visit').fill(friday);
      await page.getByLabel('Your complaint', { exact: true }).fill('Billed twice');
      await submitButton(page).click();
      await expect(page.getByRole('status')).toContainText('Your complaint has been received');
      const [sent] = await readOutbox();
      const region = page.getByRole('region', { name: /^Your request/ });
      await expect(region).toContainText(
        /Our complaint cell will contact you by Monday,? \d{1,2} \w+ \d{4}\./,
      );
      await expect(region).toContainText('within two working days');
      // DHA's complaint cell focal person (content/complaintCell.ts).
      await expect(region.getByRole('link', { name: '042 0000 0022' })).toHaveAttribute(
        'href',
        'tel:04200000022',
      );

      // A copy in the patient's own mail, addressed to them, with the reference and the promise.
      const mail = region.getByRole('link', { name: 'Email a copy to yourself' });
      const href = (await mail.getAttribute('href'))!;
      expect(href).toMatch(/^mailto:sana@example\.com\?subject=/);
      const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
      expect(query.get('subject')).toBe(
        `My complaint to Farooq Hospitals, reference ${sent!.params.reference}`,
      );
      expect(query.get('body')!.split('\n')).toEqual(
        expect.arrayContaining([
          'I have registered a complaint about DHA with the Farooq Hospitals complaint cell.',
          `Reference: ${sent!.params.reference}`,
          'Details: Billed twice',
          expect.stringMatching(/^Our complaint cell will contact you by Monday/),
        ]),
      );
      await expect(region.getByRole('button', { name: 'Save as PDF or print' })).toBeVisible();
    },
  );

  test('in Urdu: the complaint cell’s day and the copy are said in Urdu', async ({ page }) => {
    const friday = comingSaturday(-1);
    await page.clock.setFixedTime(new Date(`${friday}T12:00:00+05:00`));
    await page.goto('/ur/registercomplaint');
    const submit = page.getByRole('button', { name: 'شکایت درج کریں' });
    await expect(submit).toBeEnabled();
    await page.getByLabel('نام', { exact: true }).fill('ثنا ملک');
    await page.getByLabel('فون نمبر', { exact: true }).fill('0321-7654321');
    await page
      .getByLabel('برانچ', { exact: true })
      .selectOption({ label: getBranch('DHA').urdu.displayName });
    await page.getByLabel('آپ کے دورے کی تاریخ', { exact: true }).fill(friday);
    await page.getByLabel('آپ کی شکایت', { exact: true }).fill('دو بار بل لیا گیا');
    await submit.click();
    const region = page.getByRole('region', { name: /^آپ کی درخواست/ });
    await expect(region).toContainText('ہمارا شکایت سیل');
    await expect(region).toContainText('پیر');
    await expect(region).toContainText('تک آپ سے رابطہ کرے گا۔');
    await expect(region.getByRole('link', { name: '042 0000 0022' })).toHaveAttribute(
      'href',
      'tel:04200000022',
    );
    await expect(
      region.getByRole('link', { name: 'اس کی نقل اپنے آپ کو ای میل کریں' }),
    ).toHaveAttribute('href', /^mailto:\?subject=/);
    await expect(
      region.getByRole('button', { name: 'PDF کے طور پر محفوظ کریں یا پرنٹ کریں' }),
    ).toBeVisible();
  });

  test('says the complaint failed and keeps it', { tag: SHARED_STATE }, async ({ page }) => {
    await openForm(page, '/registercomplaint');
    await page.getByLabel('Name').fill('Sana Malik');
    await page.getByLabel('Phone number').fill('0321-7654321');
    await page.getByLabel('Branch').selectOption({ label: 'Bahria Enclave' });
    await page.getByLabel('Date of your visit').fill(dayFromToday(0));
    await page.getByLabel('Your complaint', { exact: true }).fill('Billed twice');
    await setFault({ match: '/emailjs/', mode: 'error', status: 503 });
    await submitButton(page).click();
    const outcome = page.getByRole('status');
    await expect(outcome).toContainText('Failed to send complaint . Please try again.');
    await expect(outcome).toContainText('You can also call Bahria Enclave on 051 0000 0014.');
    await expect(page.getByLabel('Name')).toHaveValue('Sana Malik');
  });

  test('can be completed with the keyboard alone', { tag: SHARED_STATE }, async ({ page }) => {
    await openForm(page, '/registercomplaint');
    do await page.keyboard.press('Tab');
    while ((await focusedId(page)) !== 'user_name');
    const [year, month, day] = dayFromToday(-1).split('-');
    await page.keyboard.type('Sana Malik');
    await page.keyboard.press('Tab'); // no e-mail address
    await page.keyboard.press('Tab');
    await page.keyboard.type('0321-7654321');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${month}${day}${year}`);
    await tabOutOf(page, 'date');
    await page.keyboard.type('Nobody answered the ward bell');
    await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Your complaint has been received');
    const [sent] = await readOutbox();
    expect(sent?.params).toMatchObject({
      appointment_for: 'DHA',
      contact_number: '0321-7654321',
      from_email: '',
    });
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

test.describe('a general appointment keeps to the clinic hours, on a phone (issue 54)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const branch = getBranch('ALLAMA_IQBAL_TOWN');
  const en = {
    prefix: '',
    branchLabel: 'Branch',
    branch: 'Allama Iqbal Town',
    name: 'Name',
    phone: 'Phone number',
    date: 'Preferred date',
    time: 'Preferred time',
    submit: 'Request appointment',
    firstTime: '9:00 am',
    lastTime: '8:30 pm',
    hours: 'The clinics of Allama Iqbal Town see patients Monday to Saturday, 9:00 am to 9:00 pm.',
    closedNow: 'The clinics are closed now. A request is for a visit when they are open.',
    closedSunday: 'The clinics are closed on Sunday. A request is for a visit when they are open.',
    careNow: 'Is this an emergency?',
    problem: 'There is a problem',
    outOfHours:
      "The branch's clinics do not see patients at this time. Choose one of the times offered, or for care now call the emergency numbers below",
    closedDay:
      "The branch's clinics do not see patients on this day. Choose another day, or for care now call the emergency numbers below",
  };
  const ur = {
    prefix: '/ur',
    branchLabel: 'برانچ',
    branch: 'علامہ اقبال ٹاؤن',
    name: 'نام',
    phone: 'فون نمبر',
    date: 'آنے کی تاریخ',
    time: 'آنے کا وقت',
    submit: 'اپائنٹمنٹ کی درخواست بھیجیں',
    firstTime: 'صبح 9 بجے',
    lastTime: 'رات 8:30 بجے',
    hours: 'علامہ اقبال ٹاؤن کے کلینک پیر تا ہفتہ، صبح 9 بجے سے رات 9 بجے تک مریض دیکھتے ہیں۔',
    closedNow: 'کلینک اس وقت بند ہیں۔ درخواست صرف اس وقت کے لیے دی جا سکتی ہے جب کلینک کھلے ہوں۔',
    closedSunday:
      'اتوار کو کلینک بند ہوتے ہیں۔ درخواست صرف اس وقت کے لیے دی جا سکتی ہے جب کلینک کھلے ہوں۔',
    careNow: 'کیا یہ ایمرجنسی ہے؟',
    problem: 'کچھ درست نہیں',
    outOfHours:
      'اس وقت برانچ کے کلینک مریض نہیں دیکھتے۔ دیے گئے اوقات میں سے کوئی وقت منتخب کریں، یا فوری علاج کے لیے نیچے دیے گئے ایمرجنسی نمبروں پر کال کریں',
    closedDay:
      'اس برانچ کے کلینک اس دن مریض نہیں دیکھتے۔ کوئی اور دن منتخب کریں، یا فوری علاج کے لیے نیچے دیے گئے ایمرجنسی نمبروں پر کال کریں',
  };

  for (const text of [en, ur]) {
    test(
      `${text.prefix || '/en'}: offers no 3:00 am, points a night to the emergency numbers, and refuses a closed day`,
      { tag: SHARED_STATE },
      async ({ page }) => {
        // 3:00 am on a Monday in Pakistan; the visit asked for is the next Monday, 3:00 am, as the
        // issue's was.
        await page.clock.setFixedTime(new Date(`${comingSaturday(2)}T03:00:00+05:00`));
        const monday = comingSaturday(9);
        await page.goto(`${text.prefix}/appointment`);
        const submit = page.getByRole('button', { name: text.submit });
        await expect(submit).toBeEnabled();
        await page.getByLabel(text.name, { exact: true }).fill('Ali Raza');
        await page.getByLabel(text.phone, { exact: true }).fill('0300-1234567');
        await page
          .getByLabel(text.branchLabel, { exact: true })
          .selectOption({ label: text.branch });
        await page.getByLabel(text.date, { exact: true }).fill(monday);

        // Only the clinics' times are offered, and the hint says them.
        const time = page.getByLabel(text.time, { exact: true });
        await expect(time).toHaveAccessibleDescription(text.hours);
        await expect(time.locator('option[value="03:00"]')).toHaveCount(0);
        await expect(time.locator('option[value="21:00"]')).toHaveCount(0);
        await expect(time.locator('option').nth(1)).toHaveText(text.firstTime);
        await expect(time.locator('option').last()).toHaveText(text.lastTime);

        // At night, care now is Rescue 1122 and the branch's own emergency line.
        const why = page.locator('form p[aria-live="polite"]');
        await expect(why).toHaveText(text.closedNow);
        const care = page.getByRole('region', { name: text.careNow });
        await expect(care.locator('a[href="tel:1122"]')).toBeVisible();
        await expect(care.locator(`a[href="${telHref(branch.emergencyPhone)}"]`)).toBeVisible();

        // A 3:00 am the list does not hold (as a crafted page would send it) is refused.
        await time.evaluate((element) => {
          const select = element as HTMLSelectElement;
          select.add(new Option('3:00', '03:00'));
          select.value = '03:00';
        });
        await submit.click();
        const summary = page.getByRole('alert').filter({ hasText: text.problem });
        await expect(summary.getByRole('link')).toHaveText([text.outOfHours]);

        // Sunday: no time is offered, the form says why, and a submit is refused.
        await page.getByLabel(text.date, { exact: true }).fill(comingSaturday(8));
        await expect(time.locator('option:not([value=""]):not([value="03:00"])')).toHaveCount(0);
        await expect(why).toHaveText(text.closedSunday);
        await submit.click();
        await expect(summary.getByRole('link')).toHaveText([text.closedDay]);
        // Nothing typed was cleared, and nothing was sent.
        await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('Ali Raza');
        await expect(page.getByLabel(text.date, { exact: true })).toHaveValue(comingSaturday(8));
        expect(await readOutbox()).toEqual([]);
      },
    );
  }
});
