import { RepeatingPass } from './repeating-pass';

function passWith(run: (now: number) => Promise<number>) {
  const logger = { log: jest.fn(), error: jest.fn() };
  const pass = new RepeatingPass({
    name: 'test pass',
    retrying: 'every 1000 ms',
    intervalMs: 1_000,
    run,
    now: () => 7,
    logger,
  });
  return { pass, logger };
}

describe('RepeatingPass', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the first delay, then once every interval, with the clock’s time', async () => {
    const run = jest.fn(async () => 1);
    const { pass } = passWith(run);
    pass.start(5_000);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(run.mock.calls).toEqual([[7], [7], [7]]);
    await pass.stop();
  });

  it('says a failure once while it lasts, and once when passes work again', async () => {
    const outcomes = [new Error('database gone'), new Error('database gone'), null];
    const { pass, logger } = passWith(async () => {
      const outcome = outcomes.shift();
      if (outcome) throw outcome;
      return 0;
    });
    pass.start(0);
    await jest.advanceTimersByTimeAsync(2_001);
    expect(logger.error.mock.calls).toEqual([[{ message: 'test pass failed, retrying every 1000 ms: database gone' }]]);
    expect(logger.log.mock.calls).toEqual([['test pass works again']]);
    await pass.stop();
  });

  it('runs passes one at a time, and stops only after the pass in flight', async () => {
    const order: string[] = [];
    let finish: () => void = () => undefined;
    const { pass } = passWith(async (now) => {
      order.push(`start ${now}`);
      if (now === 1) await new Promise<void>((resolve) => (finish = resolve));
      order.push(`end ${now}`);
      return now;
    });
    const first = pass.runOnce(1);
    const second = pass.runOnce(2);
    const stopped = pass.stop().then(() => order.push('stopped'));
    await jest.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start 1']);
    finish();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    await stopped;
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'stopped']);
  });
});
