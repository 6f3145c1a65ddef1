import { request as httpRequest } from 'node:http';
import { baseUrl, ports } from '../support/e2e-env';
import { adminApiCookie } from '../support/staff';

/**
 * Issue 33 (decision 063) through the shell: a burst of wrong passwords with the right one among them, each from
 * its own address, reaches the API through the shell's server, which passes the address on its socket as
 * X-Forwarded-For. Linux routes all of 127.0.0.0/8 to the loopback interface, so each request here leaves from an
 * address of its own, as a botnet's would: the per-address limit cannot help, only the account's budget.
 */

const BURST = 100;
const MAX_FAILED_SIGN_INS = 5;
const password = 'a phrase the burst must not get through with';
const username = `e2e-burst-${Date.now().toString(36)}`;
/** A second octet of its own for each run, so a rerun inside the address windows starts from clean addresses. */
const block = 20 + Math.floor(Math.random() * 200);

type Answer = { status: number; sessionSet: boolean };

/** POST /api/staff/session through the shell, from 127.`block`.x.y, on a connection of its own. */
function signInFrom(index: number, body: { username: string; password: string }): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port: ports.shell,
        localAddress: `127.${block}.${(index >> 8) + 1}.${(index & 255) + 1}`,
        agent: false,
        method: 'POST',
        path: '/api/staff/session',
        headers: {
          Host: new URL(baseUrl).host,
          Origin: baseUrl,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => {
          const cookies = answer.headers['set-cookie'] ?? [];
          resolve({
            status: answer.statusCode ?? 0,
            sessionSet: cookies.some((cookie) => cookie.startsWith('solar_staff=')),
          });
        });
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

type AuditItem = {
  id: number;
  action: string;
  after: { reason?: string; lockedForMinutes?: number } | null;
  createdAt: string;
};

/** The account's refused sign-ins, newest first (by id), as the audit log shows them to an admin (a page holds 100). */
async function refusals(cookie: string, userId: number): Promise<AuditItem[]> {
  const found: AuditItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetch(
      `${baseUrl}/api/staff/audit?actorId=${userId}&entityType=user&pageSize=100&page=${page}`,
      {
        headers: { Cookie: cookie },
      },
    );
    expect(answer.status).toBe(200);
    const { items, total } = (await answer.json()) as { items: AuditItem[]; total: number };
    found.push(...items);
    if (items.length === 0 || page * 100 >= total) break;
  }
  return found.filter((item) => item.action === 'sign-in-refused').sort((a, b) => b.id - a.id);
}

describe('a burst of staff sign-ins from many addresses, through the shell', () => {
  let cookie = '';
  let userId = 0;

  beforeAll(async () => {
    cookie = await adminApiCookie();
    const created = await fetch(`${baseUrl}/api/staff/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify({ username, displayName: 'Burst Target', role: 'staff', password }),
    });
    expect(created.status).toBe(201);
    userId = ((await created.json()) as { id: number }).id;
  });

  it('refuses the right password among 100 wrong ones, judges at most 5, and leaves the account locked', async () => {
    const attempts = Array.from({ length: BURST + 1 }, (_, index) =>
      index === BURST / 2 ? { username, password } : { username, password: `not it, guess ${index}` },
    );
    const answers = await Promise.all(attempts.map((attempt, index) => signInFrom(index, attempt)));

    // Every attempt is refused as the API refuses any sign-in (401, the same words), none with a session.
    expect(answers.filter((answer) => answer.sessionSet)).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(BURST + 1).fill(401));

    // Each came from its own address, so none was stopped by the per-address limit: the account's budget did it.
    const burst = await refusals(cookie, userId);
    expect(burst).toHaveLength(BURST + 1);
    const judged = burst.filter((item) => item.after?.reason === 'wrong-password');
    expect(judged.length).toBeGreaterThan(0);
    expect(judged.length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(burst.filter((item) => item.after?.reason === 'locked')).toHaveLength(BURST + 1 - judged.length);
    expect(burst.some((item) => item.after?.lockedForMinutes === 15)).toBe(true);

    // Afterwards the right password, alone and from a new address, is refused too: the account is locked.
    const after = await signInFrom(BURST + 1, { username, password });
    expect(after).toEqual({ status: 401, sessionSet: false });
    const [latest] = await refusals(cookie, userId);
    expect(latest?.after?.reason).toBe('locked');
  });
});
