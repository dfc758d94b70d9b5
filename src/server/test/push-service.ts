import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service on loopback for tests (docs/decisions/086-web-push.md): it plays Mozilla's or Google's part,
 * receiving the app's POSTs, and the browsers' part too, holding each subscription's P-256 key pair and auth
 * secret so that it can decrypt what arrives (aes128gcm, RFC 8291, written out here rather than taken from the
 * library that encrypted it) and check the VAPID signature (RFC 8292).
 */

/** A browser subscribed at this service: what PushSubscription.toJSON() would give, and its private half. */
export interface TestBrowser {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** One push as the service received it, decrypted. */
export interface ReceivedPush {
  browserId: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID JWT's claims, once its ES256 signature checked out against `k`. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface TestPushService {
  /** http://127.0.0.1:port: every endpoint of this service starts so. */
  origin: string;
  newBrowser(): TestBrowser;
  /** The answers to the next pushes, in order (201 Created once they are used up). */
  answerNext(...statuses: number[]): void;
  received: ReceivedPush[];
  /** Why pushes were refused: one that did not decrypt, or whose VAPID signature did not verify. */
  failures: string[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const browsers = new Map<string, BrowserKeys>();
  const answers: number[] = [];
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = answers.shift() ?? 201;
      const browserId = request.url?.replace(/^\/push\//, '') ?? '';
      const keys = browsers.get(browserId);
      if (status < 300 && keys) {
        try {
          received.push({
            browserId,
            headers: request.headers,
            payload: JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys)),
            vapid: verifiedVapid(String(request.headers.authorization)),
          });
        } catch (error) {
          // A push that does not decrypt or verify is the failure the tests look for: they expect none.
          failures.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
          return;
        }
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    failures,
    newBrowser() {
      const id = randomBytes(12).toString('hex');
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      browsers.set(id, { ecdh, publicKey, authSecret });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
        },
      };
    },
    answerNext: (...statuses) => void answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188: one record, its padding delimiter 0x02 and any zeros after the plaintext. */
function decryptAes128gcm(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey]);
  const ikm = hkdf(ecdhSecret, keys.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** `vapid t=<JWT>, k=<public key>`: the JWT's ES256 signature checked with k, its claims answered. */
function verifiedVapid(authorization: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), publicKey: match[2] };
}
