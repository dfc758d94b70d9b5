import type { ServerResponse } from 'node:http';
import { LIVE_RESYNC_EVENT } from '../../../domain/contracts/live-events.ts';
import type { Database } from '../../db/client.ts';
import type { LiveMessage } from './live-channel.ts';
import { eventsSince } from './live-events.service.ts';

/** How long a browser waits before it reconnects a dropped stream (the `retry:` hint). */
const RECONNECT_AFTER_MS = 5000;
/**
 * What a stream may hold unsent for a slow or vanished browser before it is closed: the browser reconnects and
 * replays what it missed, and a stuck connection does not grow this process's memory.
 */
const MAX_UNSENT_BYTES = 64 * 1024;
/** How many sent ids a stream remembers, so a replay overlapping what arrived live sends nothing twice. */
const SENT_IDS_KEPT = 200;

export interface LiveStreamOptions {
  db: Database;
  userId: number;
  /**
   * The last event this browser has: its Last-Event-ID, whose successors are replayed at once, or on a first
   * connection the newest event stored (nothing to replay, but the point to catch up from after a gap).
   */
  after: { lastEventId: number } | { newestId: number };
  heartbeatMs: number;
  /** Asked before anything is told: a session signed out or an account suspended since gets nothing more. */
  stillSignedIn(): Promise<boolean>;
  onError(error: unknown): void;
  onEnd(): void;
}

/**
 * One browser's open `text/event-stream` answer (docs/decisions/064-live-events.md). Everything it does (replay,
 * live events, heartbeats) runs one step at a time, so events go out in order and none twice.
 */
export class LiveStream {
  readonly userId: number;
  readonly #raw: ServerResponse;
  readonly #options: LiveStreamOptions;
  readonly #pending: LiveMessage[] = [];
  readonly #sent = new Set<number>();
  #lastId = 0;
  #steps: Promise<void> = Promise.resolve();
  #heartbeat: NodeJS.Timeout | undefined;
  #ended = false;

  constructor(raw: ServerResponse, options: LiveStreamOptions) {
    this.userId = options.userId;
    this.#raw = raw;
    this.#options = options;
    raw.once('close', () => this.end());
  }

  /** Sends the headers and the reconnection hint, then what the browser missed, then keeps it alive. */
  open(headers: Record<string, string | number | string[]>): void {
    this.#raw.writeHead(200, headers);
    this.#write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    const { after } = this.#options;
    if ('lastEventId' in after) {
      this.#lastId = after.lastEventId;
      this.#step(() => this.#replay());
    } else this.#lastId = after.newestId;
    this.#heartbeat = setInterval(() => this.#step(() => this.#beat()), this.#options.heartbeatMs);
  }

  /** An event for this stream's student, from whichever process wrote it. */
  deliver(message: LiveMessage): void {
    this.#pending.push(message);
    this.#step(() => this.#drain());
  }

  /** Events may have been missed (the channel reconnected): send what was stored since the last one sent. */
  catchUp(): void {
    this.#step(() => this.#replay());
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    clearInterval(this.#heartbeat);
    this.#raw.end();
    this.#options.onEnd();
  }

  #step(work: () => Promise<void>): void {
    this.#steps = this.#steps
      .then(() => (this.#ended ? undefined : work()))
      .catch((error: unknown) => {
        this.#options.onError(error);
        this.end();
      });
  }

  async #replay(): Promise<void> {
    if (!(await this.#stillSignedIn())) return;
    const { messages, complete } = await eventsSince(this.#options.db, this.userId, this.#lastId);
    if (!complete) this.#write(`event: ${LIVE_RESYNC_EVENT}\ndata: {}\n\n`);
    this.#send(messages);
  }

  async #drain(): Promise<void> {
    const messages = this.#pending.splice(0);
    if (messages.length === 0 || !(await this.#stillSignedIn())) return;
    this.#send(messages);
  }

  async #beat(): Promise<void> {
    if (await this.#stillSignedIn()) this.#write(': heartbeat\n\n');
  }

  async #stillSignedIn(): Promise<boolean> {
    const signedIn = await this.#options.stillSignedIn();
    if (!signedIn) this.end();
    return signedIn;
  }

  #send(messages: LiveMessage[]): void {
    for (const { id, event } of messages) {
      if (this.#sent.has(id)) continue;
      this.#remember(id);
      this.#write(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
    }
  }

  #remember(id: number): void {
    this.#sent.add(id);
    if (this.#sent.size > SENT_IDS_KEPT) this.#sent.delete(this.#sent.values().next().value as number);
    this.#lastId = Math.max(this.#lastId, id);
  }

  #write(text: string): void {
    if (this.#ended) return;
    this.#raw.write(text);
    if (this.#raw.writableLength > MAX_UNSENT_BYTES) this.end();
  }
}
