import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');

type LintMessage = { ruleId: string | null; message: string };

/** Lints source as if it lived at filePath, with the workspace's own ESLint configuration. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = join(workspaceRoot, 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslint, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: workspaceRoot,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries enforced by lint', () => {
  it('fails when a remote imports another remote', async () => {
    const errors = await boundaryErrors(
      'mfe-donate/src/features/probe.ts',
      "import page from '../../../mfe-content/src/app/remote-routes';\nexport const probe = page;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it("fails when the shell imports a remote's source", async () => {
    const errors = await boundaryErrors(
      'shell/src/app/probe.ts',
      "import routes from '../../../mfe-engage/src/app/remote-routes';\nexport const probe = routes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('fails when shared code depends on an app', async () => {
    const errors = await boundaryErrors(
      'libs/shared/ui/src/probe.ts',
      "import { routeTable } from '../../../../shell/src/app/route-table';\nexport const probe = routeTable;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows a remote to use the shared libraries', async () => {
    const errors = await boundaryErrors(
      'mfe-donate/src/features/probe.ts',
      "import { Button } from '@solar/shared-ui';\nimport type { ProjectResponse } from '@solar/shared-contracts';\nexport const probe: [typeof Button, ProjectResponse | null] = [Button, null];\n",
    );
    expect(errors).toEqual([]);
  });
});
