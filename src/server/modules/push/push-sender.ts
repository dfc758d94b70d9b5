import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../../domain/contracts/push.ts';
import { type EndpointRules, guardedLookup, isAllowedEndpoint } from './push-endpoint.ts';
import type { VapidDetails } from './vapid-keys.ts';

/** What became of one push (docs/decisions/086-web-push.md). */
export type PushOutcome =
  /** The push service took it. */
  | { kind: 'delivered' }
  /** 404 or 410: the browser's subscription is gone for good, and so is our row of it. */
  | { kind: 'gone'; status: number }
  /** Worth another try later: 429, 5xx, a timeout, a network error. */
  | { kind: 'retry'; error: string }
  /** Never worth another try: another 4xx, an address refused, keys that cannot encrypt. */
  | { kind: 'refused'; error: string };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, ttlSeconds: number): Promise<PushOutcome>;
}

/** Long enough for a push service on a slow day; short enough that a dead one holds no worker up. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends pushes: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); the
 * request itself is ours, so that every address the endpoint's name resolves to is checked before connecting
 * (push-endpoint.ts), redirects are not followed and a slow service times out.
 */
export function createPushSender(vapid: VapidDetails, rules: EndpointRules): PushSender {
  const lookup = guardedLookup(rules);
  return {
    async send(target, payload, ttlSeconds) {
      if (!isAllowedEndpoint(target.endpoint, rules)) {
        return { kind: 'refused', error: 'the endpoint is not an address push is sent to' };
      }
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          { vapidDetails: vapid, TTL: ttlSeconds, urgency: 'high' },
        );
      } catch (error) {
        return { kind: 'refused', error: errorText(error) };
      }
      try {
        const status = await post(target.endpoint, details.headers, details.body ?? Buffer.alloc(0), lookup);
        if (status >= 200 && status < 300) return { kind: 'delivered' };
        if (status === 404 || status === 410) return { kind: 'gone', status };
        if (status === 429 || status >= 500)
          return { kind: 'retry', error: `push service answered ${status}` };
        return { kind: 'refused', error: `push service answered ${status}` };
      } catch (error) {
        return { kind: 'retry', error: errorText(error) };
      }
    },
  };
}

/** POSTs the body and resolves with the status; the answer's body is read and dropped. */
function post(
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer,
  lookup: ReturnType<typeof guardedLookup>,
): Promise<number> {
  const url = new URL(endpoint);
  const client = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers, lookup, timeout: REQUEST_TIMEOUT_MS, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
