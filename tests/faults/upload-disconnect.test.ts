import type { Dirent } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, multipart, type Part, pngImage } from '../../src/server/test/uploads.ts';
import { registerStudent, type Student } from './support/api.ts';
import { type ServerProcess, startServer, stopAllServers } from './support/server-process.ts';
import { waitUntil } from './support/wait.ts';

/** Issue 8: a client that hangs up in the middle of an upload leaves no file behind, stored or temporary. */

/** How much of the last file is never sent. */
const UNSENT_TAIL_BYTES = 512 * 1024;

let dataDir: string;
let server: ServerProcess;
let student: Student;
let coverPhoto: Part;
/** The file that is cut off: a real JPEG start, then twice as many bytes as will never be sent. */
let photoCutOffHalfway: Part;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-faults-upload-'));
  server = await startServer({ dataDir });
  student = await registerStudent(server.url, 'uploader');
  coverPhoto = { name: 'files', filename: 'cover.png', content: await pngImage() };
  const photo = Buffer.concat([await jpegWithGps(), Buffer.alloc(2 * UNSENT_TAIL_BYTES, 0x55)]);
  photoCutOffHalfway = {
    name: 'files',
    filename: 'hostel-room.jpg',
    content: photo,
    contentType: 'image/jpeg',
  };
});

afterAll(async () => {
  await stopAllServers();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every file (not folder) under a folder, as paths relative to the data folder. */
async function filesUnder(folder: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name))
        : [path.relative(dataDir, path.join(folder, entry.name))],
    ),
  );
  return nested.flat();
}

/** Stored uploads, and files on their way in. */
const storedFiles = () => filesUnder(path.join(dataDir, 'uploads'));
const temporaryFiles = () => filesUnder(path.join(dataDir, 'tmp'));

/**
 * Sends a multipart request whose headers promise the whole body, but writes it only up to the middle of
 * its last file. Answers the request, still open, so the test decides when to hang up.
 */
function sendUntilLastFileIsHalfway(route: string, parts: readonly Part[]): http.ClientRequest {
  const { payload, headers } = multipart(parts);
  const request = http.request(`${server.url}${route}`, {
    method: 'POST',
    headers: { ...headers, 'content-length': payload.length, cookie: student.cookie },
  });
  // Hanging up is the point of the test: the error it causes on this side is expected.
  request.on('error', () => undefined);
  request.write(payload.subarray(0, payload.length - UNSENT_TAIL_BYTES));
  return request;
}

const listingFields: Part[] = Object.entries({
  title: 'Engineering Mathematics by B.S. Grewal',
  description: 'The 44th edition, all pages intact, a few pencil marks in chapter 2.',
  price: '349',
  condition: 'Good',
  category: 'Textbooks',
  institute: 'College of Engineering Pune',
  pickupAddress: 'College of Engineering Pune',
  pickupCity: 'Pune',
  pickupState: 'Maharashtra',
  pickupPincode: '411005',
  disclaimerAccepted: 'true',
}).map(([name, value]) => ({ name, value }));

describe('a client that disconnects in the middle of an upload', () => {
  it.each([
    {
      when: 'in its only photo, sent to /api/upload',
      route: '/api/upload',
      sentWhole: (): Part[] => [],
      // What the server has stored by the hang-up: image and thumbnail of each photo that came whole.
      storedBeforeHangUp: 0,
    },
    {
      when: 'in its second photo, sent to /api/upload after a first one that was stored',
      route: '/api/upload',
      sentWhole: (): Part[] => [coverPhoto],
      storedBeforeHangUp: 2,
    },
    {
      when: 'in the photo of a new listing, sent to /api/products',
      route: '/api/products',
      sentWhole: (): Part[] => listingFields,
      storedBeforeHangUp: 0,
    },
  ])(
    'leaves no stored or temporary file when it hangs up $when',
    async ({ route, sentWhole, storedBeforeHangUp }) => {
      expect([...(await storedFiles()), ...(await temporaryFiles())]).toEqual([]);
      const request = sendUntilLastFileIsHalfway(route, [...sentWhole(), photoCutOffHalfway]);
      // Hang up only once the server is writing the cut-off photo, so the test really hangs up mid-file.
      await waitUntil(
        async () =>
          (await storedFiles()).length === storedBeforeHangUp && (await temporaryFiles()).length > 0,
        'the server to be writing the photo',
      );
      request.destroy();

      await expect
        .poll(async () => [...(await storedFiles()), ...(await temporaryFiles())], { timeout: 5_000 })
        .toEqual([]);
      expect(server.isRunning(), server.output()).toBe(true);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    },
  );
});
