import type { ApiConfig } from '../../src/app/api-config';
import { API_CONFIG } from '../../src/app/api-config.token';
import { OutboxEmail } from '../../src/mail/outbox-email.entity';
import { composeEmail } from '../../src/mail/outbox-message';
import { fromSite, SITE_ORIGIN, type TestApp } from '../test-app';

type SignUpFields = { firstName?: string; lastName?: string; sourcePage?: string };

/** The token of the latest confirmation email queued for `email`, read from the email as it would be sent. */
export async function confirmationTokenFor(t: TestApp, email: string): Promise<string> {
  const [row] = await t.dataSource.getRepository(OutboxEmail).find({
    where: { template: 'newsletter-confirmation', recipient: email },
    order: { id: 'DESC' },
    take: 1,
  });
  if (!row) throw new Error(`No confirmation email was queued for ${email}`);
  const message = await composeEmail(row, t.app.get<ApiConfig>(API_CONFIG).mail, SITE_ORIGIN);
  const token = /\/newsletter\/confirm\?t=([^\s<>"&]+)/.exec(String(message.text ?? ''))?.[1];
  if (!token) throw new Error('The confirmation email carries no confirmation link');
  return decodeURIComponent(token);
}

export const signUp = (t: TestApp, email: string, fields: SignUpFields = {}) =>
  fromSite(t.http)
    .post('/api/newsletter/subscribe')
    .send({ email, consentGiven: true, ...fields });

export const confirm = (t: TestApp, token: string) => fromSite(t.http).post('/api/newsletter/confirm').send({ token });

/** The whole double opt-in, as a visitor does it: sign up, open the emailed link, press the button. */
export async function signUpAndConfirm(t: TestApp, email: string, fields: SignUpFields = {}): Promise<void> {
  await signUp(t, email, fields).expect(201);
  await confirm(t, await confirmationTokenFor(t, email.trim().toLowerCase())).expect(200);
}
