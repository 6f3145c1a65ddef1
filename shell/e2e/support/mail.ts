/**
 * The mail the test site sends, as MailDev caught it. The global setup runs MailDev as `npm start` does
 * (tools/scripts/site.cjs) on the test site's own ports (SMTP `mailDevPorts.smtp`, web and REST API
 * `mailDevPorts.web`), keeping its mail beside the test database, so `npm start`'s catcher is left alone.
 */
export const mailDevPorts = { smtp: 4315, web: 4316 } as const;

/** MailDev's REST API (GET /api/email lists every caught message, oldest first). */
export const mailDevUrl = `http://127.0.0.1:${mailDevPorts.web}`;

/** Where the test site's staff alerts go (STAFF_INBOX_EMAIL). */
export const staffInbox = 'e2e-staff@example.org';

type Address = { address: string; name?: string };

/** A message as MailDev lists it. Its `headers` leave out structured ones such as List-Unsubscribe. */
type ListedEmail = {
  id: string;
  subject: string;
  from: Address[];
  to: Address[];
  text?: string;
  html?: string;
};

/** A caught message with every top-level header as sent, by lower-case name (a repeated one joined with ", "). */
export type CaughtEmail = ListedEmail & { headers: Record<string, string> };

async function listed(): Promise<ListedEmail[]> {
  const response = await fetch(`${mailDevUrl}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for its email list`);
  return (await response.json()) as ListedEmail[];
}

/** The header block of a raw message, unfolded (RFC 5322: a line starting with white space continues the last). */
export function parseHeaders(source: string): Record<string, string> {
  const block = source.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

async function withHeaders(email: ListedEmail): Promise<CaughtEmail> {
  const response = await fetch(`${mailDevUrl}/api/email/${encodeURIComponent(email.id)}/source`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for the source of a message`);
  return { ...email, headers: parseHeaders(await response.text()) };
}

const isTo = (email: ListedEmail, address: string) =>
  email.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

/** The messages to `address`, oldest first. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  return Promise.all((await listed()).filter((email) => isTo(email, address)).map(withHeaders));
}

type WaitOptions = { subject?: RegExp; timeoutMs?: number };

/** Waits until a message to `address` (whose subject matches, when given) has been caught, and returns it. */
export async function waitForEmail(
  address: string,
  { subject, timeoutMs = 20_000 }: WaitOptions = {},
): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    const emails = (await listed()).filter((email) => isTo(email, address));
    const found = emails.find((email) => !subject || subject.test(email.subject));
    if (found) return withHeaders(found);
    seen = emails.map((email) => email.subject);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `No email to ${address}${subject ? ` with a subject matching ${subject}` : ''} within ${timeoutMs} ms; subjects seen: ${JSON.stringify(seen)}`,
  );
}

/** The https (or, on the test site, http) address in a List-Unsubscribe header: `<https://…>, <mailto:…>`. */
export function unsubscribeLink(email: CaughtEmail): string {
  const value = email.headers['list-unsubscribe'] ?? '';
  const link = /<(https?:[^>]+)>/.exec(value)?.[1];
  if (!link) throw new Error(`No web address in List-Unsubscribe: ${JSON.stringify(value)}`);
  return link;
}
