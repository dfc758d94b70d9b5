import type { FastifyInstance } from 'fastify';

/** One block of a text/event-stream: an event (id, name, data) or a comment (a heartbeat). */
export interface StreamBlock {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

/** A test's connection to GET /api/events, read as a browser's EventSource would. */
export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** A refusal's JSON answer (a stream's status other than 200). */
  refusal?: { message: string; code: string };
  /** The next block not yet taken that matches (any by default), waiting for it to arrive. */
  next(matches?: (block: StreamBlock) => boolean): Promise<StreamBlock>;
  /** Every block received so far, taken or not. */
  received(): StreamBlock[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The app's address, listening on a loopback port of its own (injected requests cannot stream). */
export async function listeningAddress(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app listens on no port');
  return `http://127.0.0.1:${address.port}`;
}

function parseBlock(text: string): StreamBlock {
  const block: StreamBlock = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') block.comment = value;
    else if (field === 'id') block.id = value;
    else if (field === 'event') block.event = value;
    else if (field === 'data') block.data = JSON.parse(value);
  }
  return block;
}

/** Opens the live stream as the student whose session cookie is given. */
export async function openEventStream(
  baseUrl: string,
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers },
    signal: abort.signal,
  });
  if (response.status !== 200) {
    const refusal = (await response.json()) as { message: string; code: string };
    const over = async () => {};
    return {
      status: response.status,
      headers: response.headers,
      refusal,
      next: () => Promise.reject(new Error(`the stream was refused: ${response.status}`)),
      received: () => [],
      ended: over(),
      close: () => {},
    };
  }
  const blocks: StreamBlock[] = [];
  const all: StreamBlock[] = [];
  const waiting = new Set<() => void>();
  const tell = () => {
    for (const wake of [...waiting]) wake();
  };
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end !== -1) {
          const block = parseBlock(buffered.slice(0, end));
          blocks.push(block);
          all.push(block);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
        }
        tell();
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    } finally {
      done = true;
      tell();
    }
  })();

  const next = (matches: (block: StreamBlock) => boolean = () => true) =>
    new Promise<StreamBlock>((resolve, reject) => {
      const look = () => {
        const index = blocks.findIndex(matches);
        if (index !== -1) {
          waiting.delete(look);
          resolve(blocks.splice(index, 1)[0] as StreamBlock);
        } else if (done) {
          waiting.delete(look);
          reject(new Error('the stream ended before the block came'));
        }
      };
      waiting.add(look);
      look();
    });

  return {
    status: response.status,
    headers: response.headers,
    next,
    received: () => [...all],
    ended,
    close: () => abort.abort(),
  };
}

/** The next event (not a heartbeat, not the retry hint) of a stream. */
export const isEvent = (block: StreamBlock) => block.data !== undefined;
