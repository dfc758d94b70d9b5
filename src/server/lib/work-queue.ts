/** Thrown by WorkQueue.run when a job could not start in time, or the queue was already full. */
export class WorkQueueBusyError extends Error {
  constructor() {
    super('The work queue is busy');
    this.name = 'WorkQueueBusyError';
  }
}

export interface WorkQueueOptions {
  /** Jobs running at the same time. */
  concurrency: number;
  /** How long a job may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** Jobs that may wait at once; one more is refused straight away. */
  maxWaiting: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * A first-come, first-served limit on expensive work in this process (image decoding: see
 * docs/decisions/011-bounded-image-processing.md). Unlike p-limit or p-queue, a job that waits too long is
 * refused rather than queued for ever, so a client hears "busy" within a bounded time.
 */
export class WorkQueue {
  readonly #options: WorkQueueOptions;
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(options: WorkQueueOptions) {
    this.#options = options;
  }

  /** Jobs running now. */
  get running(): number {
    return this.#running;
  }

  /** Jobs waiting for their turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs the job when a slot is free; throws WorkQueueBusyError if none frees up within maxWaitMs. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await job();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#running < this.#options.concurrency && this.#waiting.length === 0) {
      this.#running++;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.#options.maxWaiting) return Promise.reject(new WorkQueueBusyError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.#running++;
          resolve();
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          reject(new WorkQueueBusyError());
        }, this.#options.maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  #release(): void {
    this.#running--;
    this.#waiting.shift()?.start();
  }
}
