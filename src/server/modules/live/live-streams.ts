import type { LiveListener, LiveMessage } from './live-channel.ts';
import type { LiveStream } from './live-stream.ts';

/** How many live streams one process holds at most, in all and for one student (config.ts: LIVE_STREAMS_*). */
export interface LiveStreamLimits {
  total: number;
  perUser: number;
}

/**
 * The live streams this process holds, by student: what the channel brings goes to the streams of the student it
 * is for, and nobody else's. Bounded, so a flood of connections cannot take the process's memory.
 */
export class LiveStreams implements LiveListener {
  readonly #byUser = new Map<number, Set<LiveStream>>();
  readonly #limits: LiveStreamLimits;
  #count = 0;

  constructor(limits: LiveStreamLimits) {
    this.#limits = limits;
  }

  /** Why a new stream for this student cannot be held now, if it cannot. */
  refusal(userId: number): 'user_full' | 'process_full' | undefined {
    if ((this.#byUser.get(userId)?.size ?? 0) >= this.#limits.perUser) return 'user_full';
    if (this.#count >= this.#limits.total) return 'process_full';
    return undefined;
  }

  add(stream: LiveStream): void {
    const streams = this.#byUser.get(stream.userId) ?? new Set();
    streams.add(stream);
    this.#byUser.set(stream.userId, streams);
    this.#count++;
  }

  remove(stream: LiveStream): void {
    const streams = this.#byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.#count--;
    if (streams.size === 0) this.#byUser.delete(stream.userId);
  }

  received(messages: LiveMessage[]): void {
    for (const message of messages) {
      for (const stream of this.#byUser.get(message.userId) ?? []) stream.deliver(message);
    }
  }

  missed(): void {
    for (const streams of this.#byUser.values()) for (const stream of streams) stream.catchUp();
  }

  /** Ends every stream: the app is closing, and an open answer would keep it from stopping. */
  endAll(): void {
    for (const streams of [...this.#byUser.values()]) for (const stream of [...streams]) stream.end();
  }
}
