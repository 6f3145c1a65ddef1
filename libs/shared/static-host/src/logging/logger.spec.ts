import { captureLog as capture } from './log-capture';
import { createLogger, InvalidLogLevelError, isoTime, logLevelFrom } from './logger';

describe('createLogger', () => {
  it('writes one JSON object per line: level name, ISO time, service, message, fields', () => {
    const out = capture();
    createLogger({ service: 'shell', destination: out.destination }).warn({ code: 'ECONNREFUSED' }, 'API down');
    expect(out.lines()).toEqual([
      {
        level: 'warn',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        service: 'shell',
        code: 'ECONNREFUSED',
        message: 'API down',
      },
    ]);
  });

  it('writes nothing below its level', () => {
    const out = capture();
    const logger = createLogger({ service: 'api', level: 'warn', destination: out.destination });
    logger.info('quiet');
    logger.debug('quieter');
    logger.error('loud');
    expect(out.lines().map((line) => line['message'])).toEqual(['loud']);
  });

  it('redacts personal data and credentials by key, at the first three levels', () => {
    const out = capture();
    createLogger({ service: 'api', destination: out.destination }).info(
      {
        email: 'amina@example.org',
        donorName: 'Amina Khan',
        body: { message: 'private' },
        giftAid: { firstName: 'Amina', lastName: 'Khan', postcode: 'B3 2RT', houseNameOrNumber: '12' },
        req: { headers: { cookie: 'staff_session=abc', authorization: 'Bearer xyz', 'user-agent': 'test' } },
        res: { headers: { 'set-cookie': 'gift=1' } },
        outboxId: 7,
      },
      'fields',
    );
    const [line] = out.lines();
    expect(line).toMatchObject({
      email: '[redacted]',
      donorName: '[redacted]',
      body: '[redacted]',
      giftAid: { firstName: '[redacted]', lastName: '[redacted]', postcode: '[redacted]' },
      req: { headers: { cookie: '[redacted]', authorization: '[redacted]', 'user-agent': 'test' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
      outboxId: 7,
    });
    for (const secret of ['amina', 'Khan', 'B3 2RT', 'abc', 'xyz', 'private', 'gift=1'])
      expect(out.text()).not.toContain(secret);
  });

  it('replaces an email address inside a message or an error', () => {
    const out = capture();
    const logger = createLogger({ service: 'api', destination: out.destination });
    logger.warn('550 mailbox amina.khan+gifts@example.co.uk rejected');
    logger.error({ message: 'relay refused zoe@example.org' });
    logger.error({ err: new Error('Duplicate entry siobhan@example.ie') }, 'query failed');
    expect(out.text()).not.toMatch(/amina|zoe@|siobhan/);
    expect(out.lines()[0]?.['message']).toBe('550 mailbox [email] rejected');
    expect(out.lines()[2]?.['err']).toMatchObject({ type: 'Error', message: 'Duplicate entry [email]' });
  });
});

describe('logLevelFrom', () => {
  it('reads LOG_LEVEL in any case, info by default', () => {
    expect(logLevelFrom({})).toBe('info');
    expect(logLevelFrom({ LOG_LEVEL: ' Debug ' })).toBe('debug');
    expect(logLevelFrom({ LOG_LEVEL: 'silent' })).toBe('silent');
  });

  it('refuses a level that does not exist', () => {
    expect(() => logLevelFrom({ LOG_LEVEL: 'verbose' })).toThrow(InvalidLogLevelError);
    expect(() => logLevelFrom({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL must be trace or debug or info .* got "verbose"/,
    );
  });
});

describe('isoTime', () => {
  it('writes what Date#toISOString writes, to the millisecond', () => {
    for (const at of [
      Date.UTC(2026, 10, 28, 17, 20, 29, 42),
      Date.UTC(2026, 10, 28, 17, 20, 29, 7),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2027, 0, 1),
    ])
      expect(isoTime(at)).toBe(`,"time":"${new Date(at).toISOString()}"`);
  });
});
