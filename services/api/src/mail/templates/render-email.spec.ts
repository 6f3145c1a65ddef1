import {
  CHARITY_NAME,
  CHARITY_NUMBER,
  EMAIL_TEMPLATES,
  MARKETING_TEMPLATES,
  OFFICE_ADDRESS,
} from '@solar/shared-contracts';
import {
  CONTEXT,
  HOSTILE,
  linksIn,
  readable,
  SAMPLE_DATA,
  SITE_ORIGIN,
  UNSUBSCRIBE_URL,
  withHostileText,
} from './email-fixtures';
import { renderEmail } from './index';

describe.each(EMAIL_TEMPLATES)('every email: %s', (template) => {
  const marketing = MARKETING_TEMPLATES.includes(template);

  it('is an English (UK) document with a preview line, a one-line subject and a plain-text part', async () => {
    const email = await renderEmail(template, SAMPLE_DATA[template], CONTEXT);
    expect(email.html).toMatch(/<html[^>]*\slang="en-GB"/);
    expect(email.html).toMatch(/<div[^>]*data-skip-in-text="true"[^>]*>[^<]{20,}/);
    expect(email.subject).toMatch(/^[A-Z][^\n]{10,}$/);
    expect(email.text.length).toBeGreaterThan(200);
    expect(email.text).not.toMatch(/<\/?(p|td|table|div)\b/);
  });

  it('names the charity, its registered number and its address in the HTML and the text', async () => {
    const email = await renderEmail(template, SAMPLE_DATA[template], CONTEXT);
    for (const part of [readable(email.html), email.text]) {
      expect(part).toContain(CHARITY_NAME);
      expect(part).toContain(`Registered charity in England and Wales no. ${CHARITY_NUMBER}`);
      expect(part).toContain(OFFICE_ADDRESS[1]);
      expect(part).toContain(OFFICE_ADDRESS[3]);
    }
  });

  it("links only to the site's origin or a mail address, loads nothing from elsewhere and runs no script", async () => {
    const email = await renderEmail(template, SAMPLE_DATA[template], CONTEXT);
    const links = linksIn(email.html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${SITE_ORIGIN}/`) || link.startsWith('mailto:')).toBe(true);
    expect(email.html).not.toMatch(/<script|<link\b|<style[^>]*>[^<]*@import|url\(/i);
  });

  it('shows what a visitor typed as text, never as markup', async () => {
    const email = await renderEmail(template, withHostileText(template), CONTEXT);
    expect(email.html).not.toMatch(/<script|<img/i);
    expect(linksIn(email.html).some((link) => link.includes('evil.example'))).toBe(false);
  });

  it(
    marketing
      ? 'carries the unsubscribe link, in the HTML and the text'
      : 'has no unsubscribe link, even when one is at hand',
    async () => {
      const email = await renderEmail(template, SAMPLE_DATA[template], CONTEXT);
      if (marketing) {
        expect(linksIn(email.html)).toContain(UNSUBSCRIBE_URL);
        expect(email.text).toContain(UNSUBSCRIBE_URL);
      } else {
        expect(email.html).not.toMatch(/unsubscribe/i);
        expect(email.text).not.toMatch(/unsubscribe/i);
      }
    },
  );
});

describe('renderEmail', () => {
  it('refuses to write marketing mail without an unsubscribe address', async () => {
    await expect(
      renderEmail('newsletter-welcome', SAMPLE_DATA['newsletter-welcome'], { siteOrigin: SITE_ORIGIN }),
    ).rejects.toThrow(/unsubscribe/);
  });

  it('keeps links clean when the origin ends with a slash', async () => {
    const email = await renderEmail('contact-staff-alert', SAMPLE_DATA['contact-staff-alert'], {
      siteOrigin: `${SITE_ORIGIN}/`,
    });
    expect(linksIn(email.html)).toContain(`${SITE_ORIGIN}/staff/messages/42`);
    expect(email.html).not.toContain(`${SITE_ORIGIN}//`);
  });

  it('shows hostile text escaped in the HTML and as written in the text', async () => {
    const email = await renderEmail('contact-acknowledgement', withHostileText('contact-acknowledgement'), CONTEXT);
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.text).toContain(HOSTILE);
  });
});

describe('the monthly gift paid up and restarted in one step', () => {
  it('says in one email that the missed payment was taken and the gift has restarted, with both amounts', async () => {
    const email = await renderEmail(
      'monthly-gift-change',
      { ...SAMPLE_DATA['monthly-gift-change'], change: 'paid-and-restarted', amount: '10.00', previousAmount: '30.00' },
      CONTEXT,
    );
    expect(email.subject).toBe('Thank you: the missed payment is paid and your monthly gift has restarted');
    expect(email.text).toContain('PayPal has taken £30.00 that was missed when your payment failed');
    expect(email.text).toContain('your monthly gift of £10.00 has restarted');
  });
});
