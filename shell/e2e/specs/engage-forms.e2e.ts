import { NEWSLETTER_CONSENT_VERSION } from '@solar/shared-contracts';
import type { Page } from 'playwright-core';
import { pagePerTest, waitForHeading } from '../support/browser';
import { countRows, waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { fillVolunteerForm, labelled, toast, volunteerAnswers } from '../support/forms';
import { emailsTo, waitForEmail } from '../support/mail';

/** Unique per run and per test, so reruns against the same database never collide on unique emails. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniqueEmail = (who: string) => `e2e-${who}-${run}@example.org`;

/** Opens `path`; on the home page, scrolls to the newsletter section, whose widget loads as it comes near the screen. */
async function openFormPage(page: Page, path: string) {
  await page.goto(baseUrl + path);
  if (path === '/') await page.locator('#newsletter').scrollIntoViewIfNeeded();
}

describe('engage forms, end to end', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('signs up from the widget, confirms from the emailed link, and only then is subscribed and welcomed', async () => {
    const email = uniqueEmail('newsletter');
    await openFormPage(page, '/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.waitFor({ state: 'visible', timeout: 15_000 });

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Email is required').waitFor();
    await form.getByText('You must consent to receive our newsletter').waitFor();

    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('First name').fill('Amina');
    await form.getByLabel('Last name').fill('Khan');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await toast(page, 'Almost there').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Check your inbox to confirm' }).waitFor();
    expect(await page.getByText(/We have sent an email to/).textContent()).toContain(email);

    // Asked for, not yet on the list: no consent until the person confirms.
    const question = await waitForEmail(email, { subject: /^Please confirm/ });
    expect(question.headers['list-unsubscribe']).toBeUndefined();
    expect(question.text).toContain('nothing happens');
    expect(await countRows('SELECT id FROM newsletters WHERE email = ?', [email])).toBe(0);

    // Asking again looks the same and sends nothing more within the resend minutes.
    await page.getByRole('button', { name: 'Sign up another email' }).click();
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Check your inbox to confirm' }).waitFor();

    // Opening the link changes nothing (mail scanners open links too); the button confirms.
    const link = /<(http[^<>\s]+\/newsletter\/confirm\?t=[^<>\s]+)>/.exec(question.text ?? '')?.[1];
    expect(link?.startsWith(`${baseUrl}/newsletter/confirm?t=`)).toBe(true);
    await page.goto(link as string);
    await waitForHeading(page, 'Confirm your sign-up');
    expect(await countRows('SELECT id FROM newsletters WHERE email = ?', [email])).toBe(0);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await page.getByRole('heading', { name: 'You’re subscribed' }).waitFor({ timeout: 10_000 });

    const row = await waitForRow(
      'SELECT email, firstName, lastName, isActive, subscriptionSource, consentGiven, basis, sourcePage, noticeVersion FROM newsletters WHERE email = ?',
      [email],
    );
    expect(row).toEqual({
      email,
      firstName: 'Amina',
      lastName: 'Khan',
      isActive: 1,
      subscriptionSource: 'website',
      consentGiven: 1,
      basis: 'consent',
      sourcePage: '/',
      noticeVersion: NEWSLETTER_CONSENT_VERSION,
    });
    const welcome = await waitForEmail(email, { subject: /^Welcome to our monthly updates$/ });
    expect(welcome.text).toContain('Welcome, Amina');

    // The link used again: already confirmed, and no second welcome.
    await page.goto(link as string);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await page.getByRole('heading', { name: 'You have already confirmed' }).waitFor({ timeout: 10_000 });
    const sent = (await emailsTo(email)).map((caught) => caught.subject).sort();
    expect(sent).toEqual(['Please confirm you would like our monthly updates', 'Welcome to our monthly updates']);
  });

  it('answers a changed confirmation link with a clear page and a way to sign up again', async () => {
    await page.goto(`${baseUrl}/newsletter/confirm?t=999999.1999999999.${'a'.repeat(43)}`);
    await waitForHeading(page, 'Confirm your sign-up');
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('link', { name: 'sign up again on our home page' }).getAttribute('href')).toBe(
      '/#newsletter',
    );
  });

  it('sends a contact message with the subject another page filled in, then goes home', async () => {
    const email = uniqueEmail('contact');
    await page.goto(`${baseUrl}/contact?subject=${encodeURIComponent('Partnership discussion')}`);
    await waitForHeading(page, 'Contact Us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    expect(await form.getByLabel('Subject').inputValue()).toBe('Partnership discussion');

    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Missing Information').waitFor();
    expect(await toast(page, 'Missing Information').textContent()).toContain('Please fill in all fields.');

    const message = `A browser test message ${run}`;
    await form.getByLabel('Name').fill('Amina Khan');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await toast(page, 'Message Sent').waitFor({ timeout: 10_000 });
    expect(await toast(page, 'Message Sent').textContent()).toContain(
      "Thank you for your message. We'll get back to you soon!",
    );
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Subject').inputValue()).toBe('');

    const row = await waitForRow('SELECT name, email, subject, message, isRead FROM contact_messages WHERE email = ?', [
      email,
    ]);
    expect(row).toEqual({ name: 'Amina Khan', email, subject: 'Partnership discussion', message, isRead: 0 });

    await page.waitForURL(`${baseUrl}/`, { timeout: 5_000 });
    await page.locator('#newsletter').scrollIntoViewIfNeeded();
    await page.getByRole('form', { name: 'Newsletter sign-up' }).waitFor({ timeout: 15_000 });
  });

  it('shows the volunteer terms from the checkbox label in a dialog, keeping the answers typed', async () => {
    await page.goto(`${baseUrl}/get-involved/volunteer`);
    await waitForHeading(page, 'Volunteer With Us');
    const form = page.getByRole('form', { name: 'Apply to volunteer' });
    await form.getByLabel(/^First name/).fill('Amina');

    const link = form.getByRole('link', { name: 'volunteer terms and conditions' });
    expect(await link.getAttribute('href')).toBe('/legal/terms#volunteer-terms');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Volunteer terms' });
    await dialog.getByRole('heading', { name: 'Safeguarding' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/get-involved/volunteer`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await form.getByLabel(/^First name/).inputValue()).toBe('Amina');
    expect(await form.getByRole('checkbox', { name: /terms and conditions/ }).isChecked()).toBe(false);

    await page.goto(`${baseUrl}/legal/terms#volunteer-terms`);
    await page.getByRole('heading', { level: 2, name: 'Volunteer terms' }).waitFor();
  });

  it('takes a volunteer application once the terms are agreed, and empties the form', async () => {
    const email = uniqueEmail('volunteer');
    await page.goto(`${baseUrl}/get-involved/volunteer`);
    await waitForHeading(page, 'Volunteer With Us');
    const form = page.getByRole('form', { name: 'Apply to volunteer' });

    const answers = volunteerAnswers(email, { 'Previous experience': 'Community builds' });
    await fillVolunteerForm(form, answers);
    await form.getByRole('checkbox', { name: /own transportation/ }).check();

    await form.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Terms Required').waitFor();
    expect(await toast(page, 'Terms Required').textContent()).toContain('Please agree to the terms and conditions');
    expect(await countRows('SELECT id FROM volunteers WHERE email = ?', [email])).toBe(0);

    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Application Submitted').waitFor({ timeout: 10_000 });
    expect(await toast(page, 'Application Submitted').textContent()).toContain(
      "Thank you for volunteering! We'll be in touch soon.",
    );

    const row = await waitForRow(
      `SELECT firstName, lastName, email, phone, address, city, province, postalCode, dateOfBirth, occupation, skills,
              interests, availability, experience, motivation, emergencyContactName, emergencyContactPhone,
              emergencyContactRelation, hasTransportation, backgroundCheckConsent, agreesToTerms, status
         FROM volunteers WHERE email = ?`,
      [email],
    );
    expect(row).toEqual({
      firstName: 'Amina',
      lastName: 'Khan',
      email,
      phone: '+92 300 1234567',
      address: '12 Mall Road',
      city: 'Karachi',
      province: 'Sindh',
      postalCode: '74000',
      dateOfBirth: '1990-05-14',
      occupation: 'Electrician',
      skills: 'Wiring and panel mounting',
      interests: 'Field installation',
      availability: 'Two weeks in winter',
      experience: 'Community builds',
      motivation: 'To keep schools open through the heat',
      emergencyContactName: 'Bilal Khan',
      emergencyContactPhone: '+92 300 7654321',
      emergencyContactRelation: 'Brother',
      hasTransportation: 1,
      backgroundCheckConsent: 0,
      agreesToTerms: 1,
      status: 'pending',
    });

    for (const label of Object.keys(answers)) {
      expect(await form.getByLabel(labelled(label)).inputValue()).toBe('');
    }
    for (const checkbox of await form.getByRole('checkbox').all()) expect(await checkbox.isChecked()).toBe(false);
  });

  it.each([
    ['/', 'Newsletter sign-up'],
    ['/contact', 'Send us a message'],
    ['/get-involved/volunteer', 'Apply to volunteer'],
  ])('%s: every control of the form has a visible label and a target at least 44 px tall', async (path, formName) => {
    await openFormPage(page, path);
    const form = page.getByRole('form', { name: formName });
    await form.waitFor({ state: 'visible', timeout: 15_000 });
    const problems = await form.evaluate((element) => {
      const found: string[] = [];
      for (const control of Array.from(element.querySelectorAll<HTMLInputElement>('input, select, textarea, button'))) {
        const what = control.name || control.textContent?.trim() || control.tagName;
        const labels = control instanceof HTMLButtonElement ? [] : Array.from(control.labels ?? []);
        if (
          !(control instanceof HTMLButtonElement) &&
          !labels.some((label) => label.getBoundingClientRect().height > 0 && label.textContent?.trim())
        ) {
          found.push(`${what}: no visible label`);
        }
        const target = control.type === 'checkbox' ? labels[0] : control;
        const height = target?.getBoundingClientRect().height ?? 0;
        if (height < 44) found.push(`${what}: ${height}px tall`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
});
