import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export const CATEGORY_TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
export type CategoryId = keyof typeof CATEGORY_TARGETS;
export const CATEGORY_IDS = Object.keys(CATEGORY_TARGETS) as CategoryId[];

// Lighthouse starts Chromium itself, headless and without the updates and sync that would add requests.
const LIGHTHOUSE_FLAGS = ['--headless', ...CHROMIUM_FLAGS, '--disable-component-update', '--disable-sync'];

// Lighthouse's metric audits, by the names this report gives them.
const METRIC_AUDITS = {
  firstContentfulPaintMs: 'first-contentful-paint',
  largestContentfulPaintMs: 'largest-contentful-paint',
  totalBlockingTimeMs: 'total-blocking-time',
  cumulativeLayoutShift: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
export type Metrics = Record<keyof typeof METRIC_AUDITS, number>;

export interface ScriptRequest {
  url: string;
  transferSize: number;
}

export interface LighthouseFigures {
  scores: Record<CategoryId, number>;
  /** The performance score of every run, in the order they ran. */
  performanceRuns: number[];
  /** Total blocking time of every run (ms), in the order they ran. */
  totalBlockingTimeRuns: number[];
  /** The same runs' blocking time at Lighthouse's own slowdown of 4: the host as it is, when calibrated. */
  totalBlockingTimeRunsAtDefaultSlowdown: number[];
  /**
   * Lighthouse's measure of the host's speed (environment.benchmarkIndex) in every run, in the order they ran: a
   * slower host blocks longer, so figures are compared across days beside it.
   */
  benchmarkIndexRuns: number[];
  /** The benchmark index of the median run. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse's simulation applied in every run: 4 by default, other when calibrated. */
  cpuSlowdownRuns: number[];
  metrics: Metrics;
  /** The scripts the page itself requested, in the order it asked for them. */
  scripts: ScriptRequest[];
  /** For each category under its target, the audits that cost it points. */
  failingAudits: Partial<Record<CategoryId, string[]>>;
}

/** How a page is audited beside Lighthouse's defaults. */
export interface AuditOptions {
  /** Requests matching these fail, as if the page had never asked for them. */
  blockedUrlPatterns?: string[];
  /**
   * Simulate a host as slow as one whose benchmarkIndex was this: each run's CPU slowdown is 4 × the ratio of the
   * host's own index to it, raised on a faster host and lowered on a slower one
   * (docs/decisions/127-a-host-as-slow-as-27-novembers.md, 129-calibrated-both-ways.md).
   */
  asSlowAsBenchmarkIndex?: number;
}

/**
 * Lighthouse's figures for one page: of `runs` runs, the one with the median performance score (Lighthouse's
 * advice, as the score varies from run to run), with every run's score beside it.
 */
export async function auditPage(
  url: string,
  runs: number,
  options: AuditOptions = {},
): Promise<LighthouseFigures> {
  const audited: AuditedRun[] = [];
  for (let run = 0; run < runs; run++) audited.push(await runLighthouseWithRetry(url, options));
  const results = audited.map(({ lhr }) => lhr);
  const byPerformance = results
    .map((lhr) => ({ lhr, scores: categoryScores(lhr) }))
    .sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  const { lhr, scores } = median;
  return {
    scores,
    performanceRuns: results.map((result) => categoryScores(result).performance),
    totalBlockingTimeRuns: results.map((result) => Math.round(metricValues(result).totalBlockingTimeMs)),
    totalBlockingTimeRunsAtDefaultSlowdown: audited.map((run) =>
      Math.round(run.totalBlockingTimeAtDefaultSlowdownMs),
    ),
    benchmarkIndexRuns: results.map((result) => result.environment.benchmarkIndex),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownRuns: results.map(
      (result) => result.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    ),
    metrics: metricValues(lhr),
    scripts: pageScripts(lhr),
    failingAudits: failingAudits(lhr, scores),
  };
}

/**
 * Lighthouse flakes now and then with NO_NAVSTART, on a busy host twice in a row: up to three attempts
 * (docs/decisions/008-toolchain-and-driver-pitfalls.md).
 */
const LIGHTHOUSE_ATTEMPTS = 3;

/** A run's report, and its blocking time at Lighthouse's own slowdown (the same as the report's unless calibrated). */
interface AuditedRun {
  lhr: Result;
  totalBlockingTimeAtDefaultSlowdownMs: number;
}

async function runLighthouseWithRetry(url: string, options: AuditOptions): Promise<AuditedRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, options);
    } catch (error) {
      if (attempt === LIGHTHOUSE_ATTEMPTS) throw error;
      console.warn(`Lighthouse failed on ${url} (${(error as Error).message}); trying again`);
    }
  }
}

/** One run in a browser of its own, with Lighthouse's default settings: a mid-range phone on a slow 4G. */
async function runLighthouse(url: string, options: AuditOptions): Promise<AuditedRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORY_IDS,
    blockedUrlPatterns: options.blockedUrlPatterns ?? [],
  };
  try {
    const run =
      options.asSlowAsBenchmarkIndex === undefined
        ? await runAtDefaultSlowdown(url, flags)
        : await runCalibrated(url, flags, options.asSlowAsBenchmarkIndex);
    if (run.lhr.runtimeError) throw new Error(run.lhr.runtimeError.code);
    categoryScores(run.lhr); // a run without a score is a flake too
    return run;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's default throttling simulates a phone this many times slower than the host it observed. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

async function runAtDefaultSlowdown(url: string, flags: Flags): Promise<AuditedRun> {
  const lhr = await reportOf(url, flags);
  return { lhr, totalBlockingTimeAtDefaultSlowdownMs: metricValues(lhr).totalBlockingTimeMs };
}

/** A run's report; a run that gives none is a flake, retried like the others. */
async function reportOf(url: string, flags: Flags): Promise<Result> {
  const lhr = (await lighthouse(url, flags))?.lhr;
  if (!lhr) throw new Error('no result');
  return lhr;
}

/** The parts of a gathered run's artifacts.json that the calibration reads and rewrites. */
interface SavedArtifacts {
  BenchmarkIndex: number;
  settings: { throttling: NonNullable<Flags['throttling']> };
}

/**
 * Lighthouse's own two halves, as its -G and -A options run them: the page is loaded and traced (which measures the
 * host's benchmarkIndex), then the trace is simulated twice: at the default slowdown (the host as it is), and on a
 * phone as much faster or slower as this host was than the one named, with the slowdown the saved settings name —
 * the audit refuses settings that differ from the gathering's.
 */
async function runCalibrated(url: string, flags: Flags, asSlowAsIndex: number): Promise<AuditedRun> {
  const artifactsDirectory = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: artifactsDirectory });
    const atDefaultSlowdown = await reportOf(url, { ...flags, auditMode: artifactsDirectory });
    const artifactsFile = path.join(artifactsDirectory, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as SavedArtifacts;
    const throttling = {
      ...artifacts.settings.throttling,
      cpuSlowdownMultiplier: (LIGHTHOUSE_CPU_SLOWDOWN * artifacts.BenchmarkIndex) / asSlowAsIndex,
    };
    artifacts.settings.throttling = throttling;
    await writeFile(artifactsFile, JSON.stringify(artifacts));
    const lhr = await reportOf(url, { ...flags, auditMode: artifactsDirectory, throttling });
    return { lhr, totalBlockingTimeAtDefaultSlowdownMs: metricValues(atDefaultSlowdown).totalBlockingTimeMs };
  } finally {
    await rm(artifactsDirectory, { recursive: true, force: true });
  }
}

function categoryScores(lhr: Result): Record<CategoryId, number> {
  const scores = {} as Record<CategoryId, number>;
  for (const id of CATEGORY_IDS) {
    const score = lhr.categories[id]?.score;
    if (score === null || score === undefined) throw new Error(`no ${id} score`);
    scores[id] = Math.round(score * 100);
  }
  return scores;
}

function metricValues(lhr: Result): Metrics {
  const entries = Object.entries(METRIC_AUDITS).map(([name, auditId]) => [
    name,
    lhr.audits[auditId]?.numericValue ?? Number.NaN,
  ]);
  return Object.fromEntries(entries) as Metrics;
}

function failingAudits(
  lhr: Result,
  scores: Record<CategoryId, number>,
): Partial<Record<CategoryId, string[]>> {
  const failing: Partial<Record<CategoryId, string[]>> = {};
  for (const id of CATEGORY_IDS) {
    if (scores[id] >= CATEGORY_TARGETS[id]) continue;
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map(
        (audit) => `${audit?.id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
      );
  }
  return failing;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  sessionTargetType?: string;
  transferSize?: number;
}

function pageScripts(lhr: Result): ScriptRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  // The page's own scripts, not what its service worker fetches in the background to work offline.
  return (details?.items ?? [])
    .filter((request) => request.resourceType === 'Script' && request.sessionTargetType === 'page')
    .map((request) => ({ url: request.url, transferSize: request.transferSize ?? 0 }));
}
