/**
 * Reads of the same key that arrive before that key's read has been sent share it: the first caller queues
 * the read for the next turn of the event loop, and everyone asking for the key until then gets the same
 * answer. Once sent, the key is free again, so a later caller waits for a read of its own.
 *
 * This is not a cache: every caller's answer comes from a statement sent after the caller arrived, so it
 * holds every write committed before then, whichever replica committed it (decision 028).
 */
export class CoalescedReads<K, V> {
  private readonly queued = new Map<K, Promise<V>>();

  constructor(private readonly read: (key: K) => Promise<V>) {}

  get(key: K): Promise<V> {
    const shared = this.queued.get(key);
    if (shared) return shared;
    const answer = nextTurn().then(() => {
      this.queued.delete(key);
      return this.read(key);
    });
    this.queued.set(key, answer);
    return answer;
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
