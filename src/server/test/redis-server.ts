import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts Debian's redis-server on a free loopback port, keeping nothing on disk; resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await readyMessage(child, 'Ready to accept connections');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

function readyMessage(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)),
    );
    child.once('error', reject);
  });
}
