import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server under test, running in its own process so its memory and CPU are its own. */
export interface ServerProcess {
  baseUrl: string;
  /** Resident memory now, in MB (Linux /proc; 0 where unavailable). */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts `node <script>` with the given environment and waits until `readyPath` answers 200. */
export async function startServer(
  script: string,
  {
    port,
    env = {},
    readyPath = '/readyz',
    nodeFlags = [],
  }: { port: number; env?: Record<string, string>; readyPath?: string; nodeFlags?: string[] },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${baseUrl}${readyPath}`);
  return {
    baseUrl,
    rssMb: () => residentMemoryMb(child.pid),
    stop: () => stopProcess(child),
  };
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready at ${url} within two minutes`);
}

async function residentMemoryMb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    return Math.round(kilobytes / 1024);
  } catch {
    return 0;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}

/** Samples a server's resident memory while `work` runs and returns the work's result with the peak. */
export async function withPeakMemory<T>(server: ServerProcess, work: () => Promise<T>): Promise<[T, number]> {
  let peak = await server.rssMb();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await server.rssMb());
      await sleep(250);
    }
  })();
  try {
    return [await work(), peak];
  } finally {
    running = false;
    await sampler;
  }
}
