import { CONFIRM_URL, CONTEXT, linksIn, readable, SAMPLE_DATA } from './email-fixtures';
import { renderEmail } from './index';

describe('newsletter confirmation', () => {
  it('says what was asked for, carries the link in both parts, and says nothing happens if it is ignored', async () => {
    const email = await renderEmail('newsletter-confirmation', SAMPLE_DATA['newsletter-confirmation'], CONTEXT);
    expect(email.subject).toBe('Please confirm you would like our monthly updates');
    expect(linksIn(email.html)).toContain(CONFIRM_URL);
    expect(email.text).toContain(`Yes, send me the updates <${CONFIRM_URL}>`);
    for (const part of [readable(email.html), email.text]) {
      expect(part).toContain('Dear Grace,');
      expect(part).toContain('asked on our website for this address to receive our monthly updates');
      expect(part).toContain('The link works until 5 December 2026');
      expect(part).toMatch(
        /simply ignore this email and nothing happens: we will not add you to our list or write to you again/,
      );
    }
  });

  it('has no button without a link, and greets a person who gave no name', async () => {
    const email = await renderEmail(
      'newsletter-confirmation',
      { firstName: null, requestId: 3, expiresAt: '2026-12-05T18:00:00Z' },
      { siteOrigin: CONTEXT.siteOrigin },
    );
    expect(email.text).toContain('Dear friend,');
    expect(email.text).not.toContain('Yes, send me the updates');
  });
});
