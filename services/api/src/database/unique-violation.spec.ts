import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { insertOrConflict, isUniqueViolation } from './unique-violation';

const mysqlDuplicate = new QueryFailedError(
  'INSERT …',
  [],
  Object.assign(new Error("Duplicate entry 'a@x.org' for key 'IDX_x'"), { errno: 1062, code: 'ER_DUP_ENTRY' }),
);
const sqliteDuplicate = new QueryFailedError('INSERT …', [], new Error('UNIQUE constraint failed: newsletters.email'));

describe('isUniqueViolation', () => {
  it('recognises both drivers', () => {
    expect(isUniqueViolation(mysqlDuplicate)).toBe(true);
    expect(isUniqueViolation(sqliteDuplicate)).toBe(true);
    expect(isUniqueViolation({ errno: 1062 })).toBe(true);
  });

  it('ignores every other failure', () => {
    expect(
      isUniqueViolation(
        new QueryFailedError('INSERT …', [], Object.assign(new Error('Data too long'), { errno: 1406 })),
      ),
    ).toBe(false);
    expect(isUniqueViolation(new Error('NOT NULL constraint failed: volunteers.city'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('UNIQUE constraint failed')).toBe(false);
  });
});

describe('insertOrConflict', () => {
  it('returns the insert result', async () => {
    await expect(insertOrConflict(async () => 7, 'taken')).resolves.toBe(7);
  });

  it('maps a duplicate to 409 with the message and rethrows anything else', async () => {
    await expect(insertOrConflict(() => Promise.reject(sqliteDuplicate), 'taken')).rejects.toThrow(
      new ConflictException('taken'),
    );
    const other = new Error('connection lost');
    await expect(insertOrConflict(() => Promise.reject(other), 'taken')).rejects.toBe(other);
  });
});
