import pg from 'pg';

/**
 * How one app process tells the others that something they cache has changed: PostgreSQL's LISTEN/NOTIFY on
 * the database they all share (docs/decisions/060-more-than-one-process.md). A notification is sent when the
 * writer's transaction has committed, and reaches every listening process within milliseconds.
 */
export interface ChangeChannel {
  /** Tells every process listening on `channel`, this one included. */
  publish(channel: string): Promise<void>;
  /**
   * Calls `listener` for each change published on `channel`, with the notification's payload (a transaction's own
   * `pg_notify(channel, payload)` arrives when it commits), and also, without one, whenever the listening
   * connection was lost and made again, since changes published in between were missed.
   */
  subscribe(channel: string, listener: (payload?: string) => void): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

/** A change channel on its own connection, outside the pool, so listening never takes a request's connection. */
export function postgresChangeChannel(connection: pg.ClientConfig, pool: pg.Pool): ChangeChannel {
  const listeners = new Map<string, Set<(payload?: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tellAll = (channel?: string, payload?: string) => {
    for (const [name, set] of listeners) {
      if (channel === undefined || name === channel) for (const listener of set) listener(payload);
    }
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({ ...connection, application_name: 'passiton-changes' });
    fresh.on('notification', (message) => tellAll(message.channel, message.payload));
    fresh.on('error', () => lost(fresh));
    fresh.on('end', () => lost(fresh));
    await fresh.connect();
    for (const channel of listeners.keys()) await fresh.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = fresh;
    return fresh;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    connecting = undefined;
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connecting = connect();
      connecting.then(
        () => tellAll(),
        () => {
          connecting = undefined;
          if (!closed) scheduleReconnect();
        },
      );
    }, RECONNECT_DELAY_MS);
  };

  return {
    publish: async (channel) => {
      await pool.query("SELECT pg_notify($1, '')", [channel]);
    },
    subscribe: async (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      connecting ??= connect();
      // LISTEN twice on one connection is harmless; a channel added while connecting is not missed.
      if (set.size === 1) await (await connecting).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      else await connecting;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end();
    },
  };
}
