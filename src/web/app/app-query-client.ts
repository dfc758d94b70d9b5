import { createQueryClient } from '../lib/query-client.ts';
import { endSignedOutSession } from '../lib/session/session-ended.ts';

/** The app's query cache: the spec's defaults, and an ended session noticed on any call. */
export function createAppQueryClient() {
  return createQueryClient({ onUnauthorized: endSignedOutSession });
}
