import { REPLY_PROMISE, SUPPORT_EMAIL } from '@solar/shared-contracts';
import { CONTEXT, linksIn, readable, SAMPLE_DATA, SITE_ORIGIN } from './email-fixtures';
import { renderEmail } from './index';

describe('volunteer acknowledgement', () => {
  it("thanks the applicant and repeats the volunteer page's next steps, with no timeline the site does not give", async () => {
    const email = await renderEmail('volunteer-acknowledgement', SAMPLE_DATA['volunteer-acknowledgement'], CONTEXT);
    expect(email.subject).toBe('Thank you for applying to volunteer');
    for (const part of [readable(email.html), email.text]) {
      expect(part).toContain('Dear Bilal,');
      expect(part).toContain('Our volunteer coordinator reads your application.');
      expect(part).toContain('We call you to talk through the roles that suit you.');
      expect(part).toContain('You join a short induction and meet your named contact.');
      expect(part).toContain(SUPPORT_EMAIL);
      expect(part).toContain(REPLY_PROMISE);
      expect(part).not.toMatch(/\b(days?|weeks?)\b/);
    }
  });
});

describe('volunteer staff alert', () => {
  it('lists the application and links to it in the back office', async () => {
    const email = await renderEmail('volunteer-staff-alert', SAMPLE_DATA['volunteer-staff-alert'], CONTEXT);
    expect(email.subject).toBe('New volunteer application from Bilal Ahmed');
    const link = `${SITE_ORIGIN}/staff/volunteers/7`;
    expect(linksIn(email.html)).toContain(link);
    for (const part of [readable(email.html), email.text]) {
      expect(part).toContain('Name: Bilal Ahmed');
      expect(part).toContain('Email: bilal@example.com');
      expect(part).toContain('City: Bradford');
      expect(part).toContain('Interests: Community outreach, translation into Urdu');
      expect(part).toContain('Availability: Weekends');
    }
    expect(email.text).toContain(`Open the application in the back office <${link}>`);
  });
});
