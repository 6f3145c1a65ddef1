import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './test-app';

const LINTER = resolve(__dirname, '../../../tools/openapi-lint/lint.mjs');

describe('The OpenAPI document', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp();
    dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it("passes Redocly's recommended rules with no errors or warnings", async () => {
    const { body: document } = await request(t.http).get('/api/docs-json').expect(200);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const output = execFileSync(process.execPath, [LINTER, file], { encoding: 'utf8' });
    const problems = output.split('\n').filter(Boolean);
    expect(problems).toEqual([]);
  });
});
