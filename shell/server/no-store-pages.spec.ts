/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { MANAGE_GIFT_PATH } from '@solar/shared-contracts';
import { routeTable } from '../src/app/route-table';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';
import { DrawnPages } from './drawn-pages/drawn-pages';

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-no-store-'));
  writeFileSync(join(root, 'index.html'), '<head><!--remote-hints--></head><body><!--remote-locations--></body>');
  mkdirSync(join(root, 'prerender'));
  return root;
}

/** The rule: pages that show personal data are never stored by a cache. */
describe('pages of a person’s own data', () => {
  const app = createShellApp(readShellServerConfig({ API_URL: 'http://127.0.0.1:9' }, builtShell()), {});

  it('sends the monthly gift’s manage page no-store, with or without its link, and keeps it out of search results', async () => {
    for (const path of [MANAGE_GIFT_PATH, `${MANAGE_GIFT_PATH}?token=7.1.1900000000.${'a'.repeat(43)}`]) {
      const response = await request(app).get(path).expect(200);
      expect(response.type).toBe('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
    const head = await request(app).head(MANAGE_GIFT_PATH).expect(200);
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('leaves every other page no-cache', async () => {
    for (const path of ['/donate', '/about-us/our-story', '/unsubscribe']) {
      const response = await request(app).get(path);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('marks only the manage page, which is never drawn and kept for every visitor', () => {
    expect(routeTable.filter((route) => route.noStore).map((route) => route.path)).toEqual([MANAGE_GIFT_PATH]);
    const drawn = new DrawnPages({} as ConstructorParameters<typeof DrawnPages>[0]);
    expect(drawn.routeOf(MANAGE_GIFT_PATH)).toBeNull();
  });
});
