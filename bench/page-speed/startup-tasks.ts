/**
 * The app's share of a page's blocking time, counted as Lighthouse counts it, to compare builds (issue 29). Lighthouse's
 * default throttling measures each task at the host's speed and counts four times its length, so every task over
 * 12.5 ms blocks; its own runs also carry the page's floor and its simulation's spread, which on a noisy host hide a
 * change of a few tasks. This traces cold loads in Chromium at the host's speed and keeps only the main thread's tasks
 * that run script, each counted as 4 × its length beyond 50 ms. Give it a server per build: loads alternate between
 * them, so a change of the host's speed falls on both.
 *
 * Run: node bench/page-speed/startup-tasks.ts /product/1 http://127.0.0.1:5190 http://127.0.0.1:5191 [loads=10]
 */
import { launchChromium } from './chromium.ts';
import { LIGHTHOUSE_CPU_SLOWDOWN } from './lighthouse.ts';
import { median } from './median.ts';

const LONG_TASK_MS = 50;
// Events inside a task that mean it ran the page's script.
const SCRIPT_EVENTS = new Set([
  'TimerFire',
  'FunctionCall',
  'FireAnimationFrame',
  'v8.evaluateModule',
  'EvaluateScript',
]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

interface LoadFigures {
  /** Lighthouse's way: the sum over script tasks of 4 × length beyond 50 ms. */
  blockingMs: number;
  longestTaskMs: number;
  /** Tasks over 12.5 ms: those that block once counted four times. */
  blockingTasks: number;
}

const [pagePath, ...rest] = process.argv.slice(2);
const loadsArgument = rest.length > 1 && /^\d+$/.test(rest.at(-1) ?? '') ? rest.pop() : undefined;
const servers = rest;
if (!pagePath || servers.length === 0) {
  throw new Error('usage: startup-tasks.ts PATH BASE_URL [BASE_URL ...] [loads]');
}
const loads = Number(loadsArgument ?? 10);

async function traceLoad(url: string): Promise<TraceEvent[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'load' });
    // The turns of hydration and the work left for idle time finish within a few seconds of the load.
    await page.waitForTimeout(3500);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
  } finally {
    await browser.close();
  }
}

/** The page's main thread: the one that parsed its HTML. */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const parses = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'ParseHTML') parses.set(thread(event), (parses.get(thread(event)) ?? 0) + 1);
  }
  const [main] = [...parses].sort((a, b) => b[1] - a[1])[0] ?? [];
  return events.filter((event) => thread(event) === main && event.ph === 'X');
}

function figuresOf(events: TraceEvent[]): LoadFigures {
  const main = mainThreadEvents(events);
  const runsScript = (task: TraceEvent) =>
    main.some(
      (event) => SCRIPT_EVENTS.has(event.name) && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0),
    );
  const taskMs = main
    .filter((event) => event.name === 'RunTask' && runsScript(event))
    .map((task) => (task.dur ?? 0) / 1000);
  return {
    blockingMs: taskMs.reduce((sum, ms) => sum + Math.max(0, LIGHTHOUSE_CPU_SLOWDOWN * ms - LONG_TASK_MS), 0),
    longestTaskMs: Math.max(0, ...taskMs),
    blockingTasks: taskMs.filter((ms) => ms * LIGHTHOUSE_CPU_SLOWDOWN > LONG_TASK_MS).length,
  };
}

const listed = (values: number[]) => values.map((value) => Math.round(value)).join(' ');

const figures = new Map<string, LoadFigures[]>(servers.map((server) => [server, []]));
for (let load = 0; load < loads; load++) {
  for (const server of servers) {
    figures.get(server)?.push(figuresOf(await traceLoad(`${server.replace(/\/$/, '')}${pagePath}`)));
  }
}
for (const [server, runs] of figures) {
  const blocking = runs.map((run) => run.blockingMs);
  const longest = runs.map((run) => run.longestTaskMs);
  console.log(
    `${server}${pagePath}: the app's blocking (4×) median ${Math.round(median(blocking))} ms (${listed(blocking)}); ` +
      `longest task median ${median(longest).toFixed(1)} ms (${listed(longest)}); ` +
      `tasks over 12.5 ms median ${median(runs.map((run) => run.blockingTasks))}`,
  );
}
