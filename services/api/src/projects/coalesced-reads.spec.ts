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
  it("sends a lone caller's read at once, without waiting a turn of the event loop", async () => {
    const store = slowStore();
    const reads = new CoalescedReads(store.read);
    const answer = reads.get(1);
    expect(store.reads()).toBe(1);
    await expect(answer).resolves.toBe(100);
  });

  it('gives the callers arriving while a read is under way one shared read', async () => {
    const store = slowStore();
    const reads = new CoalescedReads(store.read);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reads.get(1)));
    expect(answers).toEqual(Array(20).fill(100));
    expect(store.reads()).toBe(2);
  });

  it('sends at once again when no read of the key is under way', async () => {
    const store = slowStore();
    const reads = new CoalescedReads(store.read);
    await reads.get(1);
    const next = reads.get(1);
    expect(store.reads()).toBe(2);
    await next;
  });

  it('frees the key when a read throws before it returns a promise', async () => {
    let calls = 0;
    const reads = new CoalescedReads((id: number) => {
      calls += 1;
      if (calls === 1) throw new Error('pool closed');
      return Promise.resolve(id);
    });
    await expect(reads.get(1)).rejects.toThrow('pool closed');
    const next = reads.get(1);
    expect(calls).toBe(2);
    await expect(next).resolves.toBe(1);
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
    const first = reads.get(1); // sent at once, and still in flight
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
