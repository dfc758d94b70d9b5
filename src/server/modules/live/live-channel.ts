import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '../../../domain/contracts/live-events.ts';
import { runAfterCommit } from '../../db/after-commit.ts';
import type { ChangeChannel } from '../../db/change-channel.ts';
import type { Transaction } from '../../db/client.ts';

/** One stored live event (live.tables.ts): its id is the stream's event id. */
export interface LiveMessage {
  id: number;
  userId: number;
  event: LiveEvent;
}

/** What a process does with what the channel brings: send it on, or catch up after a gap. */
export interface LiveListener {
  received(messages: LiveMessage[]): void;
  /** The channel lost its connection for a while: messages sent in between never came. */
  missed(): void;
}

/**
 * How stored live events reach the streams of every app process once their transaction has committed
 * (docs/decisions/064-live-events.md): PostgreSQL's own NOTIFY, Redis pub/sub when REDIS_URL is set, or, on
 * PGlite (one process), a call in this process.
 */
export interface LiveChannel {
  /** Tells every process of `messages`, once `tx` commits; never if it rolls back. */
  publish(tx: Transaction, messages: LiveMessage[]): Promise<void>;
  subscribe(listener: LiveListener): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'passiton_live_events';
/** A NOTIFY payload must stay under 8,000 bytes; a live message takes under 120. */
const MESSAGES_PER_NOTIFICATION = 50;

function parse(payload: string): LiveMessage[] {
  return JSON.parse(payload) as LiveMessage[];
}

function inBatches<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** One process: listeners are called once the transaction has committed. */
export function inProcessLiveChannel(): LiveChannel {
  const listeners = new Set<LiveListener>();
  return {
    publish: async (tx, messages) => {
      runAfterCommit(tx, () => {
        for (const listener of listeners) listener.received(messages);
      });
    },
    subscribe: async (listener) => {
      listeners.add(listener);
    },
    close: async () => listeners.clear(),
  };
}

/**
 * PostgreSQL: the NOTIFY is sent inside the writer's transaction, and PostgreSQL delivers it at commit, so even a
 * process dying right after its commit has told the others. Listened to on the database's change channel.
 */
export function postgresLiveChannel(changes: ChangeChannel): LiveChannel {
  return {
    publish: async (tx, messages) => {
      for (const batch of inBatches(messages, MESSAGES_PER_NOTIFICATION)) {
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(batch)})`);
      }
    },
    subscribe: (listener) =>
      changes.subscribe(CHANNEL, (payload) => {
        if (payload) listener.received(parse(payload));
        else listener.missed();
      }),
    // The change channel is the database's, closed with it.
    close: async () => {},
  };
}

/**
 * Redis pub/sub: published after the commit on the app's Redis connection, received on a connection of its own
 * (a subscribing connection can do nothing else). ioredis subscribes again after a reconnection, which is then
 * reported as missed. A publish Redis refuses is reported to `onError`; the events stay stored, and a browser
 * reconnecting gets them.
 */
export function redisLiveChannel(redis: Redis, onError: (error: Error) => void): LiveChannel {
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  return {
    publish: async (tx, messages) => {
      runAfterCommit(tx, () => {
        redis.publish(CHANNEL, JSON.stringify(messages)).catch(onError);
      });
    },
    subscribe: async (listener) => {
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel === CHANNEL) listener.received(parse(payload));
      });
      let subscribed = false;
      const join = () =>
        subscriber.subscribe(CHANNEL).then(() => {
          subscribed = true;
        }, onError);
      // Redis away when the app started: subscribe once it is back. Back after an outage: say what was missed.
      subscriber.on('ready', () => {
        if (subscribed) listener.missed();
        else void join();
      });
      await join();
    },
    close: async () => {
      subscriber.disconnect();
    },
  };
}
