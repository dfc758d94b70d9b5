import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../src/server/test/uploads.ts';
import { registerStudent, type Student } from './support/api.ts';
import { type ServerProcess, startServer, stopAllServers } from './support/server-process.ts';

/**
 * Issue 12, item 4: one image must not stall the server. Four students upload a costly image at once while
 * others sign in and load the app's script; sign-in and static files must stay fast (p99 under a second).
 * Before the fix, four 16-bit PNGs kept every libuv thread decoding and sign-in waited for seconds.
 */

/** Each of the four uploads' image, made at test time (flat colours: small files, huge decoded). */
const images = {
  // The review's image: 10000 × 10000 pixels, 16 bits per colour (600 MB decoded), about 0.9 MB as a file.
  reviewers: () =>
    sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .toColourspace('rgb16')
      .png()
      .toBuffer(),
  // The costliest image the budget lets through: 16-bit RGB, 6 bytes a pixel, just under 200 MB decoded,
  // interlaced so it cannot be decoded a strip at a time.
  largestAccepted: () =>
    sharp({ create: { width: 7071, height: 4714, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .toColourspace('rgb16')
      .png({ progressive: true })
      .toBuffer(),
};

const P99_LIMIT_MS = 1_000;
/** The decoding images keep the probes busy long enough for at least this many sign-ins. */
const MIN_SAMPLES = 20;
/** Four refusals of the review's image, on a busy two-core machine (they take well under a second). */
const REFUSAL_LIMIT_MS = 10_000;

let dataDir: string;
let server: ServerProcess;
let signer: Student;
let uploaders: Student[];
const asset = '/assets/index-3f9a1c2e.js';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-faults-images-'));
  // A stand-in for the built web app: an index page and a 200 KB hashed script.
  const webDir = path.join(dataDir, 'web');
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><script src="/assets/index-3f9a1c2e.js">');
  const script = Array.from({ length: 4_000 }, (_, line) => `export const value${line} = ${line * 7919};`);
  await writeFile(path.join(webDir, asset), script.join('\n').padEnd(200 * 1024, ' '));
  server = await startServer({ dataDir, env: { WEB_DIR: webDir } });
  signer = await registerStudent(server.url, 'signer');
  uploaders = await Promise.all([1, 2, 3, 4].map((n) => registerStudent(server.url, `uploader${n}`)));
});

afterAll(async () => {
  await stopAllServers();
  await rm(dataDir, { recursive: true, force: true });
});

async function timed(request: () => Promise<Response>, expectedStatus: number): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== expectedStatus)
    throw new Error(`expected ${expectedStatus}, got ${response.status}`);
  return elapsed;
}

const signIn = () =>
  timed(
    () =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: signer.username, password: 'correct horse' }),
      }),
    200,
  );
const loadScript = () =>
  timed(() => fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'gzip, br' } }), 200);

function p99(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
}

/** Sign-ins and script loads, two at a time, until `until` settles; answers each one's latencies. */
async function probeWhile(until: Promise<unknown>): Promise<{ signIn: number[]; script: number[] }> {
  const samples = { signIn: [] as number[], script: [] as number[] };
  let done = false;
  until.finally(() => {
    done = true;
  });
  const worker = async () => {
    while (!done) {
      samples.signIn.push(await signIn());
      samples.script.push(await loadScript());
    }
  };
  await Promise.all([worker(), worker()]);
  return samples;
}

async function uploadImage(student: Student, content: Buffer) {
  const { payload, headers } = multipart([{ name: 'files', filename: 'scan.png', content }]);
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: { ...headers, cookie: student.cookie },
    body: new Uint8Array(payload),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** Four uploads of the image at once, with sign-ins and script loads measured until they are answered. */
async function uploadFourUnderLoad(content: Buffer) {
  // Warm up: the first sign-in and script load pay for loading code, not for the uploads.
  await signIn();
  await loadScript();
  const started = performance.now();
  const uploads = Promise.all(uploaders.map((student) => uploadImage(student, content)));
  const samples = await probeWhile(uploads);
  const results = await uploads;
  const figures = {
    uploads: results.map((result) => result.status),
    uploadsMs: Math.round(performance.now() - started),
    signIn: { count: samples.signIn.length, p99: Math.round(p99(samples.signIn)) },
    script: { count: samples.script.length, p99: Math.round(p99(samples.script)) },
  };
  console.info(`image uploads under load: ${JSON.stringify(figures)}`);
  expect(figures.signIn.p99, JSON.stringify(figures)).toBeLessThan(P99_LIMIT_MS);
  expect(figures.script.p99, JSON.stringify(figures)).toBeLessThan(P99_LIMIT_MS);
  expect(server.isRunning(), server.output()).toBe(true);
  return { results, figures };
}

const BUSY = 'The server is busy processing images. Please try again in a minute.';

describe('sign-in and static files while four students upload costly images', () => {
  it("stay fast while the review's 10000 × 10000 16-bit PNG is refused four times before any decoding", async () => {
    const { results, figures } = await uploadFourUnderLoad(await images.reviewers());
    expect(results.map((result) => result.status)).toEqual([400, 400, 400, 400]);
    // Refusing reads only the header: far quicker than decoding 600 MB of pixels even once.
    expect(figures.uploadsMs).toBeLessThan(REFUSAL_LIMIT_MS);
  });

  it('stay fast while the costliest accepted image is decoded one at a time, or answered "busy"', async () => {
    const { results, figures } = await uploadFourUnderLoad(await images.largestAccepted());
    for (const result of results) {
      if (result.status === 429) expect(result.body).toEqual({ message: BUSY, code: 'upload.images_busy' });
      else expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
    expect(results.some((result) => result.status === 200)).toBe(true);
    expect(figures.signIn.count, 'sign-ins measured while images were decoded').toBeGreaterThanOrEqual(
      MIN_SAMPLES,
    );
  });
});
