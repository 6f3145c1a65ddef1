/**
 * Reads of the same key that arrive together share one. A caller whose key has no read under way sends its own at
 * once; callers that arrive while one is under way share the next, queued for the next turn of the event loop, and
 * everyone asking for the key until that one is sent gets its answer. So a lone caller never waits a turn, and a
 * crowd sends one read per turn, not one each.
 *
 * This is not a cache: every caller's answer comes from a statement sent after the caller arrived, so it
 * holds every write committed before then, whichever replica committed it (decision 028).
 */
export class CoalescedReads<K, V> {
  private readonly queued = new Map<K, Promise<V>>();
  private readonly underWay = new Map<K, number>();

  constructor(private readonly read: (key: K) => Promise<V>) {}

  get(key: K): Promise<V> {
    const shared = this.queued.get(key);
    if (shared) return shared;
    if (!this.underWay.has(key)) return this.send(key);
    const answer = nextTurn().then(() => {
      this.queued.delete(key);
      return this.send(key);
    });
    this.queued.set(key, answer);
    return answer;
  }

  private send(key: K): Promise<V> {
    this.underWay.set(key, (this.underWay.get(key) ?? 0) + 1);
    const done = () => {
      const left = (this.underWay.get(key) ?? 1) - 1;
      if (left === 0) this.underWay.delete(key);
      else this.underWay.set(key, left);
    };
    let answer: Promise<V>;
    try {
      answer = this.read(key);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(done, done);
    return answer;
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
