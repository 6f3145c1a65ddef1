/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';
import { securityTxtExpires } from './security-txt';

const NOW = new Date('2026-11-27T05:00:00Z');
const DOCUMENT_ONLY = ['content-security-policy', 'permissions-policy', 'x-frame-options', 'strict-transport-security'];

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-security-txt-'));
  writeFileSync(join(root, 'index.html'), '<head><!--remote-hints--></head><body><!--remote-locations--></body>');
  return root;
}

describe('securityTxtExpires', () => {
  it('defaults to 180 days after start, at midnight UTC', () => {
    expect(securityTxtExpires(undefined, NOW).toISOString()).toBe('2027-05-26T00:00:00.000Z');
    expect(securityTxtExpires('  ', NOW).toISOString()).toBe('2027-05-26T00:00:00.000Z');
  });

  it('takes a date or a timestamp under a year ahead', () => {
    expect(securityTxtExpires('2027-06-30', NOW).toISOString()).toBe('2027-06-30T00:00:00.000Z');
    expect(securityTxtExpires('2027-01-01T12:00:00+01:00', NOW).toISOString()).toBe('2027-01-01T11:00:00.000Z');
  });

  it.each([
    ['2026-11-01', /in the past/],
    ['2027-11-28', /under a year ahead/],
    ['next year', /must be a date/],
    ['2027-02-31x', /must be a date/],
  ])('refuses SECURITY_TXT_EXPIRES=%s, so the server does not start', (value, message) => {
    expect(() => securityTxtExpires(value, NOW)).toThrow(message);
  });

  it('stops the server configuration on a stale date', () => {
    expect(() => readShellServerConfig({ SECURITY_TXT_EXPIRES: '2020-01-01' }, '/tmp')).toThrow(/SECURITY_TXT_EXPIRES/);
  });
});

describe('GET /.well-known/security.txt (RFC 9116)', () => {
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const env = { API_URL: 'http://127.0.0.1:9', SHELL_ORIGIN: 'https://www.example.org', SECURITY_TXT_EXPIRES: expires };
  const app = createShellApp(readShellServerConfig(env, builtShell()), {});

  it('gives the contact, expiry, language and canonical address as UTF-8 plain text', async () => {
    const response = await request(app).get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe(
      [
        'Contact: mailto:support@fromsuntosanctuary.org',
        `Expires: ${expires}T00:00:00Z`,
        'Preferred-Languages: en',
        'Canonical: https://www.example.org/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('carries the file headers of decision 042, not a page policy', async () => {
    const response = await request(app).get('/.well-known/security.txt');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    for (const name of DOCUMENT_ONLY) expect(response.headers).not.toHaveProperty(name);
  });
});
