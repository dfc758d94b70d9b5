/**
 * Work shared by everyone who asks for the same key while it runs (single flight): a page being rendered, a result
 * page being looked up. `forget` drops what is running, for when what it reads has changed: those already waiting
 * still get its answer, but nobody who asks after waits for it, and its `keep` is not called — it may show the world
 * as it was.
 */
export class SingleFlight<T> {
  readonly #running = new Map<string, Promise<T>>();

  /** The work running under `key`, or `work` started; `keep` gets its answer unless `forget` came in between. */
  run(key: string, work: () => Promise<T>, keep: (answer: T) => void): Promise<T> {
    const running = this.#running.get(key);
    if (running) return running;
    const started: Promise<T> = work()
      .then((answer) => {
        if (this.#running.get(key) === started) keep(answer);
        return answer;
      })
      .finally(() => {
        if (this.#running.get(key) === started) this.#running.delete(key);
      });
    this.#running.set(key, started);
    return started;
  }

  has(key: string): boolean {
    return this.#running.has(key);
  }

  forget(): void {
    this.#running.clear();
  }
}
