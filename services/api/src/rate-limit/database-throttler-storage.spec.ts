import type { DataSource } from 'typeorm';
import { DatabaseThrottlerStorage } from './database-throttler-storage';

function fakeSqlite(hits: number[]) {
  const query = jest.fn(async () => [{ hits: hits.shift() }]);
  const execute = jest.fn(async () => ({ affected: 0 }));
  const builder = { delete: () => builder, from: () => builder, where: () => builder, execute };
  const dataSource = {
    options: { type: 'better-sqlite3' },
    query,
    createQueryBuilder: () => builder,
  } as unknown as DataSource;
  return { dataSource, query, execute };
}

describe('DatabaseThrottlerStorage', () => {
  const now = Math.floor(1_700_000_000_000 / 60_000) * 60_000 + 40_000; // 40 s into its minute

  it('counts in fixed windows and blocks past the limit until the window ends', async () => {
    const { dataSource, query } = fakeSqlite([5, 6]);
    const storage = new DatabaseThrottlerStorage(dataSource, () => now);
    await expect(storage.increment('k', 60_000, 5, 60_000, 'default')).resolves.toEqual({
      totalHits: 5,
      timeToExpire: 20,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    await expect(storage.increment('k', 60_000, 5, 60_000, 'default')).resolves.toEqual({
      totalHits: 6,
      timeToExpire: 20,
      isBlocked: true,
      timeToBlockExpire: 20,
    });
    expect(query).toHaveBeenCalledWith(expect.stringContaining('ON CONFLICT'), ['k', now - 40_000, now + 20_000]);
  });

  it('sweeps expired windows when a key opens a new one', async () => {
    const { dataSource, execute } = fakeSqlite([1, 2]);
    const storage = new DatabaseThrottlerStorage(dataSource, () => now);
    await storage.increment('k', 60_000, 5, 60_000, 'default');
    await storage.increment('k', 60_000, 5, 60_000, 'default');
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('hashes keys longer than the column', async () => {
    const { dataSource, query } = fakeSqlite([1]);
    await new DatabaseThrottlerStorage(dataSource, () => now).increment('x'.repeat(100), 60_000, 5, 60_000, 'default');
    expect(query).toHaveBeenCalledWith(expect.any(String), [
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.any(Number),
      expect.any(Number),
    ]);
  });
});
