import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { withThisNode } from '../../scripts/serve-command.ts';
import { MEMORY_REPORT_PREFIX, type MemoryReport } from '../../src/server/lib/memory-report.ts';

/** A server under test, running in its own process so its memory and CPU are its own. */
export interface ServerProcess {
  baseUrl: string;
  /** Resident memory now, in MB (Linux /proc; 0 where unavailable). */
  rssMb(): Promise<number>;
  /** The server's own account of its memory and caches (the app's servers answer SIGUSR2 with it). */
  memoryReport(): Promise<MemoryReport>;
  stop(): Promise<void>;
}

/**
 * Starts `node <script>` with the given environment and waits until `readyPath` answers 200. `launcher` is a
 * command that runs node in turn (`npm run serve`'s allocator wrapper), which execs it: the child is the server.
 */
export async function startServer(
  script: string,
  {
    port,
    env = {},
    readyPath = '/readyz',
    nodeFlags = [],
    launcher = [],
  }: {
    port: number;
    env?: Record<string, string>;
    readyPath?: string;
    nodeFlags?: string[];
    launcher?: string[];
  },
): Promise<ServerProcess> {
  const [command, ...args] = withThisNode({ launcher, nodeFlags, script });
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const reports = memoryReports(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${baseUrl}${readyPath}`);
  return {
    baseUrl,
    rssMb: () => residentMemoryMb(child.pid),
    memoryReport: () => reports.ask(),
    stop: () => stopProcess(child),
  };
}

/** Passes the server's stderr through, but for its memory reports, which answer `ask`. */
function memoryReports(child: ChildProcess) {
  const waiting: ((report: MemoryReport) => void)[] = [];
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (!line.startsWith(MEMORY_REPORT_PREFIX)) return void process.stderr.write(`${line}\n`);
      const report = JSON.parse(line.slice(MEMORY_REPORT_PREFIX.length)) as MemoryReport;
      for (const resolve of waiting.splice(0)) resolve(report);
    });
  }
  return {
    ask(): Promise<MemoryReport> {
      const answered = new Promise<MemoryReport>((resolve) => waiting.push(resolve));
      child.kill('SIGUSR2');
      return Promise.race([
        answered,
        sleep(5000).then(() => Promise.reject(new Error('the server wrote no memory report'))),
      ]);
    },
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

/**
 * Samples a server's resident memory until `stop` is called: the peak over the whole run, and the figures since
 * the last `reset` (a scenario's own peak).
 */
export function sampleMemory(server: ServerProcess) {
  let peak = 0;
  let sincePeak = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const rss = await server.rssMb();
      peak = Math.max(peak, rss);
      sincePeak = Math.max(sincePeak, rss);
      await sleep(250);
    }
  })();
  return {
    get peakMb() {
      return peak;
    },
    /** The peak since the last call, and starts counting afresh. */
    takePeakMb(): number {
      const taken = sincePeak;
      sincePeak = 0;
      return taken;
    },
    async stop(): Promise<void> {
      running = false;
      await sampler;
    },
  };
}
