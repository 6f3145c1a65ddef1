import type { ApiRead, PageDrawer } from '@solar/shared-contracts';
import { captureLog } from '../logging/log-capture';
import { createLogger } from '../logging/logger';
import { warmUp } from './warm-up';

describe('warming up page drawing', () => {
  const log = captureLog();
  const logger = createLogger({ service: 'mfe-test', destination: log.destination });

  it('draws each address once with every API read answered "missing"', async () => {
    const answers: ApiRead[] = [];
    const drawn: string[] = [];
    const drawPage: PageDrawer = async (path, read) => {
      drawn.push(path);
      answers.push(await read('/api/articles'));
      return null;
    };
    await warmUp({ drawPage, paths: ['/', '/blogs/1'], logger });
    expect(drawn).toEqual(['/', '/blogs/1']);
    expect(answers).toEqual([{ status: 'missing' }, { status: 'missing' }]);
    expect(log.lines().at(-1)).toMatchObject({ level: 'info', paths: 2, outcome: 'done' });
  });

  it('goes on past a draw that throws', async () => {
    const drawn: string[] = [];
    const drawPage: PageDrawer = async (path) => {
      drawn.push(path);
      if (path === '/') throw new Error('no data');
      return null;
    };
    await expect(warmUp({ drawPage, paths: ['/', '/blogs'], logger })).resolves.toBeUndefined();
    expect(drawn).toEqual(['/', '/blogs']);
  });

  it('asks the API once before drawing, and draws even when the API does not answer', async () => {
    const drawn: string[] = [];
    const drawPage: PageDrawer = async (path) => {
      drawn.push(path);
      return null;
    };
    await warmUp({ drawPage, paths: ['/'], apiUrl: 'http://127.0.0.1:9', logger });
    expect(drawn).toEqual(['/']);
  });

  it('gives up waiting after five seconds', async () => {
    jest.useFakeTimers();
    try {
      const warming = warmUp({ drawPage: () => new Promise(() => undefined), paths: ['/'], logger });
      await jest.advanceTimersByTimeAsync(5_000);
      await warming;
      expect(log.lines().at(-1)).toMatchObject({ outcome: 'late' });
    } finally {
      jest.useRealTimers();
    }
  });
});
