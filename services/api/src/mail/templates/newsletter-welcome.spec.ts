import { CONTEXT, linksIn, readable, SAMPLE_DATA, SITE_ORIGIN, UNSUBSCRIBE_URL } from './email-fixtures';
import { renderEmail } from './index';

describe('newsletter welcome', () => {
  it('welcomes the subscriber, says what comes and how often, and carries the unsubscribe link in both parts', async () => {
    const email = await renderEmail('newsletter-welcome', SAMPLE_DATA['newsletter-welcome'], CONTEXT);
    expect(email.subject).toBe('Welcome to our monthly updates');
    expect(linksIn(email.html)).toContain(UNSUBSCRIBE_URL);
    expect(linksIn(email.html)).toContain(`${SITE_ORIGIN}/blogs`);
    expect(email.text).toContain(`Unsubscribe <${UNSUBSCRIBE_URL}>`);
    for (const part of [readable(email.html), email.text]) {
      expect(part).toContain('Welcome, Grace');
      expect(part).toContain('About once a month');
      expect(part).toContain('Pakistan and Somaliland');
      expect(part).toContain('unsubscribe at any time');
    }
  });

  it('welcomes a subscriber who gave no name', async () => {
    const email = await renderEmail('newsletter-welcome', { firstName: null, subscriberId: 3 }, CONTEXT);
    expect(email.text).toMatch(/^Welcome$/m);
  });
});
