import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');

type LintMessage = { ruleId: string | null; message: string };

/** Lints source as if it lived at filePath, with the workspace's own ESLint configuration; the messages of `rule`. */
function lintMessages(rule: string, filePath: string, code: string): string[] {
  const eslint = join(workspaceRoot, 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslint, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: workspaceRoot,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('import cycles fail lint (local/no-import-cycle)', () => {
  // The planted files live on disk, for the rule to resolve and follow; the one under test is also given on stdin.
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(workspaceRoot, 'mfe-donate', 'src', 'lib', 'cycle-probe-'));
    writeFileSync(join(folder, 'partner.ts'), "import { probe } from './probe';\nexport const partner = probe + 1;\n");
    writeFileSync(
      join(folder, 'typed-partner.ts'),
      "import type { Probe } from './probe';\nexport const typed: Probe | null = null;\n",
    );
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Writes the probe, then lints it. */
  function probeErrors(code: string) {
    writeFileSync(join(folder, 'probe.ts'), code);
    return lintMessages('local/no-import-cycle', relative(workspaceRoot, join(folder, 'probe.ts')), code);
  }

  it('fails when a module imports one that imports it back', () => {
    const errors = probeErrors(
      "import { partner } from './partner';\nexport const probe = 1;\nexport const twice = partner * 2;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Import cycle: "./partner" imports this file back')]);
  });

  it('counts a type-only import and a dynamic import as edges of a cycle', () => {
    const errors = probeErrors(
      "export type Probe = { id: string };\nexport const later = () => import('./typed-partner');\n",
    );
    expect(errors).toEqual([expect.stringContaining('Import cycle: "./typed-partner"')]);
  });

  it('fails on a longer cycle that passes through a path alias', () => {
    // The contracts' index re-exports field-rules.ts, so field-rules.ts importing the index closes a cycle.
    const errors = lintMessages(
      'local/no-import-cycle',
      'libs/shared/contracts/src/field-rules.ts',
      "import { CHARITY_NAME } from '@solar/shared-contracts';\nexport const probe = CHARITY_NAME;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Import cycle')]);
  });

  it('passes a module whose imports lead nowhere back', () => {
    const code = "import { formatPounds } from '../money';\nexport const probe = formatPounds(1);\n";
    expect(probeErrors(code)).toEqual([]);
  });
});

describe('features import no other feature but through its public file (import-x/no-restricted-paths)', () => {
  const rule = 'import-x/no-restricted-paths';

  it('fails when a feature imports another feature of its remote', () => {
    const errors = lintMessages(
      rule,
      'mfe-engage/src/features/contact/probe.ts',
      "import { VolunteerPage } from '../volunteer/components/volunteer-page';\nexport const probe = VolunteerPage;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports another only through its public file')]);
  });

  it("fails when a shell feature imports another of the shell's features", () => {
    const errors = lintMessages(
      rule,
      'shell/src/features/footer/probe.ts',
      "import { SiteHeader } from '../header/site-header';\nexport const probe = SiteHeader;\n",
    );
    expect(errors).toEqual([expect.stringContaining('shell/src/lib or shell/src/components')]);
  });

  it("allows a feature to call another feature's endpoint through that feature's public file, api/index.ts", () => {
    expect(
      lintMessages(
        rule,
        'mfe-donate/src/features/project-donate/probe.ts',
        "import { usePaypalSetup } from '../donate/api';\nexport const probe = usePaypalSetup;\n",
      ),
    ).toEqual([]);
  });

  it("fails when a feature reaches past another feature's public file", () => {
    const errors = lintMessages(
      rule,
      'mfe-donate/src/features/project-donate/probe.ts',
      "import { usePaypalSetup } from '../donate/api/use-paypal-setup';\nexport const probe = usePaypalSetup;\n",
    );
    expect(errors).toEqual([expect.stringContaining('features/<name>/api/index.ts')]);
  });

  it("fails when an app's shared folders import a feature, even through its public file", () => {
    const errors = lintMessages(
      rule,
      'mfe-donate/src/components/probe.ts',
      "import { requestFreshLink } from '../features/manage-monthly-gift/api';\nexport const probe = requestFreshLink;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('mfe-donate/src/components is shared by features and imports none'),
    ]);
  });

  it('allows a feature to use its own files and the shared folders, and src/app to compose features', () => {
    expect(
      lintMessages(
        rule,
        'shell/src/features/footer/probe.ts',
        "import { Logo } from '../../components/logo';\nimport { footerGroups } from '../../lib/nav-links';\nimport { SiteFooter } from './site-footer';\nexport const probe = [Logo, footerGroups, SiteFooter];\n",
      ),
    ).toEqual([]);
    expect(
      lintMessages(
        rule,
        'shell/src/app/probe.ts',
        "import { SiteHeader } from '../features/header/site-header';\nexport const probe = SiteHeader;\n",
      ),
    ).toEqual([]);
  });
});
