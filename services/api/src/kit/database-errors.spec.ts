import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'PROTOCOL_CONNECTION_LOST',
    'PROTOCOL_SEQUENCE_TIMEOUT',
    'ER_CON_COUNT_ERROR',
    'ER_SERVER_SHUTDOWN',
  ])('is true for %s, bare or inside a QueryFailedError', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], withCode(code)))).toBe(true);
  });

  it('is true for a closed pool or connection and for TypeORM once disconnected', () => {
    expect(isDatabaseUnavailable(new Error('Pool is closed.'))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Cannot execute operation on "default" connection'), {
          name: 'CannotExecuteNotConnectedError',
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('is false for errors of the request or the code', () => {
    expect(isDatabaseUnavailable(withCode('ER_DUP_ENTRY'))).toBe(false);
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], withCode('ER_NO_SUCH_TABLE')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
