import { z } from 'zod';
import {
  flag,
  httpUrl,
  integer,
  InvalidConfigError,
  isProxyEntry,
  oneOf,
  port,
  proxyList,
  readVariables,
  refuseIfAny,
  text,
  variable,
} from './env-schema';
import { SHELL_ORIGIN_VARIABLES, shellOriginOf } from './shared-variables';

function read<V extends Parameters<typeof readVariables>[0]>(variables: V, env: Record<string, string>) {
  const problems: string[] = [];
  const { values, invalid } = readVariables(variables, env, problems);
  return { values, problems, invalid };
}

describe('environment variables through one schema helper', () => {
  it('reads blank as unset and trims every value', () => {
    expect(read({ A: text(), B: text('fallback'), C: text() }, { A: '  x  ', B: '   ' }).values).toEqual({
      A: 'x',
      B: 'fallback',
      C: undefined,
    });
  });

  it('collects every bad variable, naming what was expected and what was given', () => {
    const { values, problems } = read(
      { PORT_A: port(3000), LIMIT: integer(1, 100, 5), MODE: oneOf(['smtp', 'off'], 'off'), URL: httpUrl() },
      { PORT_A: 'abc', LIMIT: '2.5', MODE: 'sometimes', URL: 'ftp://x' },
    );
    expect(problems).toEqual([
      'PORT_A must be an integer from 1 to 65535, got "abc"',
      'LIMIT must be an integer from 1 to 100, got "2.5"',
      'MODE must be smtp or off, got "sometimes"',
      'URL must be an absolute http(s) URL, got "ftp://x"',
    ]);
    expect(values).toEqual({ PORT_A: 3000, LIMIT: 5, MODE: 'off', URL: undefined });
    expect(read({ A: port(1), B: port(2) }, { A: 'x', B: '3' }).invalid).toEqual(new Set(['A']));
  });

  it.each(['-1', '10s', '1.5', '0', '101', '1e2'])('refuses %j as an integer from 1 to 100', (value) => {
    expect(read({ N: integer(1, 100) }, { N: value }).problems).toHaveLength(1);
  });

  it('reads enumerated words and flags without regard to case: the one case rule', () => {
    expect(read({ MODE: oneOf(['smtp', 'off']) }, { MODE: ' OFF ' }).values.MODE).toBe('off');
    for (const [raw, value] of [
      ['true', true],
      ['TRUE', true],
      ['False', false],
      ['', false],
    ] as const) {
      expect(read({ F: flag() }, { F: raw }).values.F).toBe(value);
    }
    expect(read({ F: flag() }, { F: 'yes' }).problems).toEqual(['F must be true or false, got "yes"']);
  });

  it('keeps a value untrimmed when asked (a password), blank still unset', () => {
    const password = variable(z.string(), 'text', { untrimmed: true });
    expect(read({ P: password }, { P: ' two spaces ' }).values.P).toBe(' two spaces ');
    expect(read({ P: password }, { P: '   ' }).values.P).toBeUndefined();
  });

  it('never repeats a secret variable’s value', () => {
    const secret = variable(z.string().min(32), 'at least 32 characters', { secret: true });
    expect(read({ S: secret }, { S: 'hunter2' }).problems).toEqual(['S must be at least 32 characters']);
  });

  it('drops trailing slashes from URLs and reads proxy lists', () => {
    expect(read({ U: httpUrl() }, { U: 'https://example.org//' }).values.U).toBe('https://example.org');
    expect(read({ P: proxyList(['loopback']) }, { P: 'loopback, 10.0.0.0/8,2001:db8::1,' }).values.P).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
    expect(read({ P: proxyList(['loopback']) }, {}).values.P).toEqual(['loopback']);
    for (const bad of ['everyone', '10.0.0.0/33', '300.1.1.1', 'loopback,*'])
      expect(read({ P: proxyList([]) }, { P: bad }).problems).toEqual([expect.stringMatching(/^P must be a list/)]);
  });

  it.each(['loopback', 'linklocal', 'uniquelocal', '203.0.113.7', '203.0.113.0/24', '2001:db8::1', '2001:db8::/32'])(
    'accepts the proxy entry %s',
    (entry) => {
      expect(isProxyEntry(entry)).toBe(true);
    },
  );

  it.each([
    '*',
    'private',
    'proxy.example.org',
    '203.0.113.0/33',
    '2001:db8::/129',
    '10.0.0.0/8/8',
    '10.0.0.0/x',
    'toString',
  ])('refuses the proxy entry %s', (entry) => {
    expect(isProxyEntry(entry)).toBe(false);
  });

  it('finds the site from SHELL_ORIGIN, else SHELL_PORT on localhost', () => {
    expect(shellOriginOf(read(SHELL_ORIGIN_VARIABLES, {}).values)).toBe('http://localhost:4200');
    expect(shellOriginOf(read(SHELL_ORIGIN_VARIABLES, { SHELL_PORT: '4310' }).values)).toBe('http://localhost:4310');
    expect(
      shellOriginOf(read(SHELL_ORIGIN_VARIABLES, { SHELL_PORT: '4310', SHELL_ORIGIN: 'https://a.example/' }).values),
    ).toBe('https://a.example');
  });

  it('refuses to start with every problem in one error', () => {
    expect(() => refuseIfAny([], 'shell server')).not.toThrow();
    expect(() => refuseIfAny(['A must be x', 'B must be y'], 'shell server')).toThrow(
      new InvalidConfigError(['A must be x', 'B must be y'], 'shell server'),
    );
    expect(new InvalidConfigError(['A must be x', 'B must be y'], 'shell server').message).toBe(
      'Invalid shell server configuration:\n  - A must be x\n  - B must be y',
    );
  });
});
