import { endSignedOutSession } from '../features/auth/api/session-ended.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The app's query cache: the spec's defaults, and an ended session noticed on any call. */
export function createAppQueryClient() {
  return createQueryClient({ onUnauthorized: endSignedOutSession });
}
