import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MemoryReport } from '../../src/server/lib/memory-report.ts';
import type { Measurement } from './http-load.ts';
import type { Target } from './scenarios.ts';

export interface ResultRow {
  driver: string;
  scenario: string;
  connections: number;
  server: Measurement & { peakRssMb: number };
  /** The endpoint's own SQL replayed at the database; none for an answer the server keeps whole. */
  database: Measurement | undefined;
  frameworkCeiling: number;
  /** Throughput as a fraction of the lower of the two limits. */
  fractionOfLimit: number;
  fractionOfDatabase: number | undefined;
  target?: Target;
  missed: string[];
}

/** The server's memory over the whole run: its peak, and what it holds at the end of the load and once idle. */
export interface MemorySummary {
  peakMb: number;
  settledAfterSeconds: number;
  loaded: MemoryReport;
  settled: MemoryReport;
  missed: string[];
}

/** Which of a measured row's targets it misses, in words; empty when it meets them all. */
export function missedTargets(
  row: Omit<ResultRow, 'missed'> & { target: Target },
  rssLimitMb: number,
): string[] {
  const { target, server } = row;
  const missed: string[] = [];
  if (server.errors > 0) missed.push(`${server.errors} errors`);
  if (server.peakRssMb >= rssLimitMb) missed.push(`RSS ${server.peakRssMb} MB ≥ ${rssLimitMb} MB`);
  if (target.minRequestsPerSecond && server.requestsPerSecond < target.minRequestsPerSecond) {
    missed.push(`${server.requestsPerSecond} < ${target.minRequestsPerSecond} req/s`);
  }
  if (
    target.minFractionOfDatabase &&
    row.fractionOfDatabase !== undefined &&
    row.fractionOfDatabase < target.minFractionOfDatabase
  ) {
    missed.push(
      `${percent(row.fractionOfDatabase)} < ${percent(target.minFractionOfDatabase)} of the database`,
    );
  }
  if (target.maxP99Ms && server.p99Ms > target.maxP99Ms)
    missed.push(`p99 ${server.p99Ms} > ${target.maxP99Ms} ms`);
  return missed;
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** The results as the console table the README quotes. */
export function printTable(rows: ResultRow[]): void {
  console.table(
    rows.map((row) => ({
      driver: row.driver,
      scenario: row.scenario,
      conns: row.connections,
      'req/s': row.server.requestsPerSecond,
      'p50 ms': row.server.p50Ms,
      'p99 ms': row.server.p99Ms,
      errors: row.server.errors,
      'RSS MB': row.server.peakRssMb,
      'db req/s': row.database?.requestsPerSecond ?? '—',
      'ceiling req/s': row.frameworkCeiling,
      'of limit': percent(row.fractionOfLimit),
      'of db': row.fractionOfDatabase === undefined ? '—' : percent(row.fractionOfDatabase),
      target: row.missed.length > 0 ? `MISSED: ${row.missed.join('; ')}` : row.target ? 'met' : '',
    })),
  );
}

/** Writes one driver's rows with the machine they were measured on to bench/results/load-<driver>.json. */
export async function writeResults(
  driver: string,
  rows: ResultRow[],
  memory: MemorySummary,
): Promise<string> {
  const folder = path.resolve(import.meta.dirname, '../results');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `load-${driver}.json`);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
  };
  const document = { measuredAt: new Date().toISOString(), node: process.version, machine, rows, memory };
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}
