import type { DataSource } from 'typeorm';
import { HealthService } from './health.service';

describe('HealthService', () => {
  it('reports the database up when the ping answers', async () => {
    const dataSource = { query: jest.fn().mockResolvedValue([{ 1: 1 }]) } as unknown as DataSource;
    await expect(new HealthService(dataSource, { version: '1.2.3' }).check()).resolves.toEqual({
      status: 'ok',
      database: 'up',
      version: '1.2.3',
    });
  });

  it('reports the database down when the ping fails', async () => {
    const dataSource = { query: jest.fn().mockRejectedValue(new Error('connect ECONNREFUSED')) } as unknown as DataSource;
    const service = new HealthService(dataSource, { version: 'dev' });
    jest.spyOn(service['logger'], 'warn').mockImplementation(() => undefined);
    await expect(service.check()).resolves.toEqual({ status: 'error', database: 'down', version: 'dev' });
  });
});
