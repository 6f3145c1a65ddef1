/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(
    join(root, 'index.html'),
    '<head><title>From Sun to Sanctuary</title><!--remote-hints--></head><body><div id="root"></div><!--remote-locations--></body>',
  );
  return root;
}

describe('the staff console pages', () => {
  const app = createShellApp(readShellServerConfig({ API_URL: 'http://127.0.0.1:9' }, builtShell()));

  it.each(['/staff', '/staff/sign-in', '/staff/messages/12', '/staff/users?page=2'])(
    'serves %s unindexed, unstored and without prerendered content',
    async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.text).toContain('<title>Staff console | From Sun to Sanctuary</title>');
      expect(response.text).toContain('<div id="root"></div>');
    },
  );

  it('leaves public pages indexable and paths that merely start with "staff" alone', async () => {
    for (const path of ['/contact', '/staffing']) {
      const response = await request(app).get(path);
      expect(response.headers['x-robots-tag']).toBeUndefined();
      expect(response.text).not.toContain('noindex');
    }
  });
});
