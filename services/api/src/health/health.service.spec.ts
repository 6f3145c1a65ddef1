import { Test } from '@nestjs/testing';
import { TerminusModule } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { CORE_CONFIG } from '../kit/core-config';
import { ShutdownState } from '../kit/shutdown-state';
import { HealthService } from './health.service';

async function healthWith(query: jest.Mock, version = '1.2.3') {
  const moduleRef = await Test.createTestingModule({
    imports: [TerminusModule.forRoot({ logger: false })],
    providers: [
      HealthService,
      ShutdownState,
      { provide: DataSource, useValue: { query } },
      { provide: CORE_CONFIG, useValue: { version } },
    ],
  }).compile();
  moduleRef.useLogger(false);
  return { service: moduleRef.get(HealthService), shutdown: moduleRef.get(ShutdownState) };
}

describe('HealthService', () => {
  it('reports the database up when the ping answers', async () => {
    const { service } = await healthWith(jest.fn().mockResolvedValue([{ 1: 1 }]));
    await expect(service.check()).resolves.toEqual({ status: 'ok', database: 'up', version: '1.2.3' });
    const { ready, result } = await service.readiness();
    expect(ready).toBe(true);
    expect(result).toMatchObject({ status: 'ok', details: { database: { status: 'up' }, api: { status: 'up' } } });
  });

  it('reports the database down when the ping fails', async () => {
    const { service } = await healthWith(jest.fn().mockRejectedValue(new Error('connect ECONNREFUSED')), 'dev');
    await expect(service.check()).resolves.toEqual({ status: 'error', database: 'down', version: 'dev' });
    const { ready, result } = await service.readiness();
    expect(ready).toBe(false);
    expect(result).toMatchObject({
      status: 'error',
      error: { database: { status: 'down', message: 'connect ECONNREFUSED' } },
    });
  });

  it('reports the database down when the ping does not answer within a second', async () => {
    const { service } = await healthWith(jest.fn().mockReturnValue(new Promise(() => undefined)));
    const started = Date.now();
    await expect(service.check()).resolves.toMatchObject({ status: 'error', database: 'down' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('is not ready while shutting down, and liveness never asks the database', async () => {
    const query = jest.fn().mockResolvedValue([{ 1: 1 }]);
    const { service, shutdown } = await healthWith(query);
    shutdown.beginDraining();
    await expect(service.check()).resolves.toEqual({ status: 'error', database: 'up', version: '1.2.3' });
    query.mockClear();
    await expect(service.liveness()).resolves.toMatchObject({
      status: 'ok',
      details: { process: { status: 'up', version: '1.2.3' } },
    });
    expect(query).not.toHaveBeenCalled();
  });
});
