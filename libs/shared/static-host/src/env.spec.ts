import { allowedOrigins, portFrom, shellOrigin } from './env';

describe('portFrom', () => {
  it('uses the named variable, then PORT, then the default', () => {
    expect(portFrom({ CONTENT_PORT: '5001', PORT: '6000' }, 'CONTENT_PORT', 4201)).toBe(5001);
    expect(portFrom({ PORT: '6000' }, 'CONTENT_PORT', 4201)).toBe(6000);
    expect(portFrom({}, 'CONTENT_PORT', 4201)).toBe(4201);
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses %s with a message naming the variable', (value) => {
    expect(() => portFrom({ CONTENT_PORT: value }, 'CONTENT_PORT', 4201)).toThrow(/CONTENT_PORT/);
  });
});

describe('allowed origins', () => {
  it('defaults to the shell origin derived from SHELL_PORT', () => {
    expect(shellOrigin({ SHELL_PORT: '4310' })).toBe('http://localhost:4310');
    expect(allowedOrigins({})).toEqual(['http://localhost:4200']);
  });

  it('reads a comma-separated list when given', () => {
    expect(allowedOrigins({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' })).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
