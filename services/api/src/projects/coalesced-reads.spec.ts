import { CoalescedReads } from './coalesced-reads';

/** A store whose reads take a turn of the event loop, like a database's, and count themselves. */
function slowStore() {
  const figures = new Map<number, number>([[1, 100]]);
  let reads = 0;
  const read = async (id: number) => {
    reads += 1;
    const value = figures.get(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return value;
  };
  return { figures, read, reads: () => reads };
}

describe('CoalescedReads', () => {
  it('gives callers arriving before the read is sent one shared read', async () => {
    const store = slowStore();
    const reads = new CoalescedReads(store.read);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reads.get(1)));
    expect(answers).toEqual(Array(20).fill(100));
    expect(store.reads()).toBe(1);
  });

  it('keeps keys apart', async () => {
    const store = slowStore();
    store.figures.set(2, 7);
    const reads = new CoalescedReads(store.read);
    await expect(Promise.all([reads.get(1), reads.get(2), reads.get(3)])).resolves.toEqual([100, 7, undefined]);
    expect(store.reads()).toBe(3);
  });

  it('never hands a caller a read sent before it arrived, so it sees every write made before then', async () => {
    const store = slowStore();
    const reads = new CoalescedReads(store.read);
    const first = reads.get(1);
    await new Promise((resolve) => setImmediate(resolve)); // the first read is now sent, and still in flight
    store.figures.set(1, 125); // a credit, committed while that read is in flight
    const afterTheCredit = reads.get(1);
    await expect(first).resolves.toBe(100);
    await expect(afterTheCredit).resolves.toBe(125);
    expect(store.reads()).toBe(2);
  });

  it('fails every caller of a failed read, and reads afresh for the next one', async () => {
    let fail = true;
    const reads = new CoalescedReads(async (id: number) => {
      if (fail) throw new Error('database away');
      return id;
    });
    const failed = [reads.get(1), reads.get(1)];
    for (const answer of failed) await expect(answer).rejects.toThrow('database away');
    fail = false;
    await expect(reads.get(1)).resolves.toBe(1);
  });
});
