import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchedFdWriter } from './log-destination';

describe('BatchedFdWriter', () => {
  let dir: string;
  let fd: number;
  const file = () => join(dir, 'log');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    fd = openSync(file(), 'a');
  });

  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes every line, in order, after the call that logged it has returned', async () => {
    const writer = new BatchedFdWriter(fd);
    for (let i = 0; i < 1000; i += 1) writer.write(`{"n":${i}}\n`);
    expect(readFileSync(file(), 'utf8')).toBe('');
    await writer.whenDrained();
    const lines = readFileSync(file(), 'utf8').trim().split('\n');
    expect(lines).toEqual(Array.from({ length: 1000 }, (_, i) => `{"n":${i}}`));
  });

  it('keeps the lines that come while a write is in flight for the next one', async () => {
    const writer = new BatchedFdWriter(fd);
    writer.write('{"n":1}\n');
    await new Promise((done) => setTimeout(done, 30)); // the first batch has been handed to a write
    writer.write('{"n":2}\n');
    writer.write('{"n":3}\n');
    await writer.whenDrained();
    expect(readFileSync(file(), 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });

  it('writes what is queued at once with flushSync, as on exit', () => {
    const writer = new BatchedFdWriter(fd);
    writer.write('{"last":true}\n');
    writer.flushSync();
    expect(readFileSync(file(), 'utf8')).toBe('{"last":true}\n');
  });
});
