import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');

/** The import-x/no-extraneous-dependencies messages for source linted as if it lived at filePath. */
function undeclaredImportErrors(filePath: string, code: string): string[] {
  const eslint = join(workspaceRoot, 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslint, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: workspaceRoot,
    input: code,
    encoding: 'utf8',
  });
  // Outside `nx run`, the boundaries rule prints a warning before the report.
  const [result] = JSON.parse(run.stdout.slice(run.stdout.indexOf('[{'))) as {
    messages: { ruleId: string | null; message: string }[];
  }[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-extraneous-dependencies')
    .map((message) => message.message);
}

/** Installed only because other packages need it (nx, @nx/eslint-plugin, Rspack …), never declared by this workspace. */
const TRANSITIVE = 'picocolors';

describe('undeclared imports fail lint (decision 047)', () => {
  it('the planted package is installed but not declared, so only the declaration check can catch it', () => {
    const manifest = require(join(workspaceRoot, 'package.json')) as Record<string, Record<string, string>>;
    expect(existsSync(join(workspaceRoot, 'node_modules', TRANSITIVE, 'package.json'))).toBe(true);
    expect(manifest['dependencies']?.[TRANSITIVE]).toBeUndefined();
    expect(manifest['devDependencies']?.[TRANSITIVE]).toBeUndefined();
  });

  it('fails on a package that arrives only as another package’s dependency', () => {
    const errors = undeclaredImportErrors(
      'libs/api/paypal-simulator/src/probe.ts',
      `import colors from '${TRANSITIVE}';\nexport const probe = colors.bold('x');\n`,
    );
    expect(errors).toEqual([expect.stringContaining(`'${TRANSITIVE}' should be listed in the project's dependencies`)]);
  });

  it('fails on a require() of one too, in a script', () => {
    const errors = undeclaredImportErrors(
      'tools/scripts/probe.cjs',
      `const colors = require('${TRANSITIVE}');\nmodule.exports = colors.bold;\n`,
    );
    expect(errors).toHaveLength(1);
  });

  it('fails when application code imports a devDependency, and allows it in a test', () => {
    const code = "import request from 'supertest';\nexport const probe = request;\n";
    expect(undeclaredImportErrors('services/api/src/app/probe.ts', code)).toEqual([
      expect.stringContaining("'supertest' should be listed in the project's dependencies, not devDependencies"),
    ]);
    expect(undeclaredImportErrors('services/api/src/app/probe.spec.ts', code)).toEqual([]);
  });

  it('allows declared packages, Node built-ins and the workspace’s own libraries', () => {
    const errors = undeclaredImportErrors(
      'libs/api/paypal-simulator/src/probe.ts',
      "import axios from 'axios';\nimport { join } from 'node:path';\nimport { readRemoteServerConfig } from '@solar/static-host';\nexport const probe = [axios, join, readRemoteServerConfig];\n",
    );
    expect(errors).toEqual([]);
  });
});
