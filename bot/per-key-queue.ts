// Work run one piece at a time per key, in the order it was given: a seat's private view is never
// edited by two edits at once, and a match's ping work never crosses (a ping being posted when the
// match ends is deleted after it lands). A key is forgotten once its work is done.

/** Runs work for each key after the work already given for that key. */
export class PerKeyQueue {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` after the key's earlier work has settled (failed or not); resolves or rejects as `work` does. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const done = (this.tails.get(key) ?? Promise.resolve()).then(work);
    const tail = done.then(() => undefined, () => undefined);
    this.tails.set(key, tail);
    void tail.then(() => { if (this.tails.get(key) === tail) this.tails.delete(key); });
    return done;
  }
}
