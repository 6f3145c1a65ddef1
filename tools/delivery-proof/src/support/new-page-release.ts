import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { projectFigureTexts, type ProjectFigureSource } from '@solar/shared-format';

const releaseDir = join(__dirname, '..', '..', 'release');
const release = (name: string) => readFileSync(join(releaseDir, `${name}.release`), 'utf8');

/** Puts `addition` in place of `anchor` in a file of the copy (the anchor must be there exactly once). */
function replaceIn(file: string, anchor: string, addition: string): void {
  const source = readFileSync(file, 'utf8');
  if (source.split(anchor).length !== 2) throw new Error(`${file} must hold ${JSON.stringify(anchor)} exactly once`);
  writeFileSync(
    file,
    source.replace(anchor, () => addition),
  );
}

function create(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text, { flag: 'wx' });
}

const OWN_PAGES_ANCHOR = 'export const ownPages: readonly OwnDonatePage[] = [];\n';
const CONTROLLERS_ANCHOR = 'controllers: [PaypalSetupController, PaypalOrdersController, StaffDonationsController],';

/**
 * What the donations team changes in the copy (tools/delivery-proof/release/): mfe-donate gains a public page it
 * declares in its own source (its component, and one entry in src/app/own-pages.ts), and the API a staff endpoint in
 * the donations domain that moves a project's figures (a controller and its line in the payments module). Nothing
 * outside mfe-donate and services/api is touched.
 */
export function releaseNewPageAndEndpoint(root: string): void {
  create(
    join(root, 'mfe-donate', 'src', 'features', 'project-supporters', 'project-supporters-page.tsx'),
    release('project-supporters-page.tsx'),
  );
  const ownPages = release('own-pages.ts');
  const at = ownPages.indexOf('export const ownPages');
  const ownPagesFile = join(root, 'mfe-donate', 'src', 'app', 'own-pages.ts');
  replaceIn(ownPagesFile, OWN_PAGES_ANCHOR, ownPages.slice(at));
  writeFileSync(ownPagesFile, ownPages.slice(0, at) + readFileSync(ownPagesFile, 'utf8'));

  const payments = join(root, 'services', 'api', 'src', 'payments');
  create(join(payments, 'offline-gifts.controller.ts'), release('offline-gifts.controller.ts'));
  const moduleFile = join(payments, 'payments.module.ts');
  replaceIn(
    moduleFile,
    CONTROLLERS_ANCHOR,
    CONTROLLERS_ANCHOR.replace('StaffDonationsController]', 'StaffDonationsController, OfflineGiftsController]'),
  );
  writeFileSync(
    moduleFile,
    `import { OfflineGiftsController } from './offline-gifts.controller';\n${readFileSync(moduleFile, 'utf8')}`,
  );
}

type Admin = { username: string; password: string; totpSecret: string };

/** Signs the first admin in through the shell (password and authenticator code); the session's cookie header. */
export async function signInStaff(origin: string, admin: Admin): Promise<string> {
  const code = new TOTP({ secret: Secret.fromBase32(admin.totpSecret), digits: 6, period: 30 }).generate();
  const answer = await fetch(`${origin}/api/staff/session`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password, code }),
  });
  if (answer.status !== 200) throw new Error(`staff sign-in answered ${answer.status}: ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('solar_staff='));
  if (!cookie) throw new Error('staff sign-in set no session cookie');
  return cookie;
}

const PAGE_DATA = /<script id="page-data" type="application\/json">(.*?)<\/script>/s;

/**
 * The project's raised amount a drawn page shows: from the read it was drawn with (its data block), once the same
 * figure is also in its text as the page words it. Null when the page carries neither.
 */
function figureIn(html: string, projectId: number): number | null {
  const block = PAGE_DATA.exec(html)?.[1];
  if (!block) return null;
  const data = JSON.parse(block) as { reads?: Record<string, unknown> };
  const project = data.reads?.[`/api/projects/${projectId}`] as (ProjectFigureSource & { raisedAmount: number }) | null;
  if (!project) return null;
  return html.includes(projectFigureTexts(project).raised) ? Number(project.raisedAmount) : null;
}

/** The figure a page shows now. */
export async function drawnFigure(url: string, projectId: number): Promise<number> {
  const figure = figureIn(await (await fetch(url)).text(), projectId);
  if (figure === null) throw new Error(`${url} shows no figure of project ${projectId}`);
  return figure;
}

/**
 * Asks for the page every 100 ms until it shows `expected`: how long after `since` it first did. Fails after
 * `timeoutMs`, saying what it showed last.
 */
export async function waitForFigure(
  url: string,
  projectId: number,
  expected: number,
  since: number,
  timeoutMs: number,
): Promise<number> {
  let last: number | null = null;
  while (Date.now() - since < timeoutMs) {
    last = figureIn(await (await fetch(url)).text(), projectId);
    if (last === expected) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still showed ${String(last)} (expected ${expected}) ${timeoutMs} ms after the change`);
}
