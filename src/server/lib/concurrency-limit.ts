/**
 * At most `max` tasks at a time, with no queue: a caller that finds every slot taken is told so at once, so
 * it can answer "busy" instead of holding a request open behind work that may take seconds
 * (docs/decisions/020-sql-console-limits.md).
 */
export class ConcurrencyLimit {
  readonly max: number;
  #active = 0;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`A concurrency limit must be a positive integer`);
    this.max = max;
  }

  /** How many slots are taken now. */
  get active(): number {
    return this.#active;
  }

  /** Takes a slot and returns the function that gives it back (calling it again does nothing); undefined when all are taken. */
  tryAcquire(): (() => void) | undefined {
    if (this.#active >= this.max) return undefined;
    this.#active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
    };
  }
}
