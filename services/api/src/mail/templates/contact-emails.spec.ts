import { REPLY_PROMISE, SUPPORT_EMAIL } from '@solar/shared-contracts';
import { CONTEXT, linksIn, readable, SAMPLE_DATA, SITE_ORIGIN } from './email-fixtures';
import { renderEmail } from './index';

const acknowledgement = SAMPLE_DATA['contact-acknowledgement'];
const alert = SAMPLE_DATA['contact-staff-alert'];

describe('contact acknowledgement', () => {
  it('thanks the visitor, promises a reply within 24 hours and quotes their message with its line breaks', async () => {
    const email = await renderEmail('contact-acknowledgement', acknowledgement, CONTEXT);
    expect(email.subject).toBe('Thank you for your message');
    const html = readable(email.html);
    for (const part of [html, email.text]) {
      expect(part).toContain('Dear Sam Taylor,');
      expect(part).toContain(REPLY_PROMISE);
      expect(part).toContain('Subject: Visiting a project');
      expect(part).toContain(SUPPORT_EMAIL);
    }
    expect(email.html).toContain('Hello,<br/>Could I visit?<br/><br/>Thanks, Sam');
    expect(email.text).toContain('> Hello,\n> Could I visit?\n> \n> Thanks, Sam');
  });

  it('keeps Windows line breaks as line breaks', async () => {
    const email = await renderEmail('contact-acknowledgement', { ...acknowledgement, message: 'One\r\nTwo' }, CONTEXT);
    expect(email.text).toContain('> One\n> Two');
  });
});

describe('contact staff alert', () => {
  it('says who wrote, about what, quotes the message and links to it in the back office', async () => {
    const email = await renderEmail('contact-staff-alert', alert, CONTEXT);
    expect(email.subject).toBe('New message from Sam Taylor: Visiting a project');
    const link = `${SITE_ORIGIN}/staff/messages/42`;
    expect(linksIn(email.html)).toContain(link);
    expect(linksIn(email.html)).toContain('mailto:sam@example.com');
    for (const part of [readable(email.html), email.text]) {
      expect(part).toContain('From: Sam Taylor');
      expect(part).toContain('Email: sam@example.com');
      expect(part).toContain('Subject: Visiting a project');
      expect(part).toContain('Could I visit?');
      expect(part).toContain('within 24 hours');
    }
    expect(email.text).toContain(`Open the message in the back office <${link}>`);
  });

  it('keeps the subject line to one line whatever the visitor typed', async () => {
    const email = await renderEmail(
      'contact-staff-alert',
      { ...alert, name: 'Sam\r\nBcc: x@example.com', subject: `A\n${'long '.repeat(40)}` },
      CONTEXT,
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toMatch(/^New message from Sam Bcc: x@example.com: A long long .*…$/);
    expect(email.subject.length).toBeLessThan(140);
  });
});
