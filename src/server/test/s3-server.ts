import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/s3-file-store.ts';

export interface S3Server {
  /** What S3_* would say to reach the server's one bucket. */
  settings: S3Settings;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, with an empty bucket, its objects in a temporary folder. */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'passiton-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'passiton-test' }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'passiton-test',
      region: 'us-east-1',
      // s3rver's own keys (its README).
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
