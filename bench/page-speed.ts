/**
 * Page-speed budgets (issue 8): Lighthouse on Debian's Chromium with its default mobile emulation, for the home
 * page, browse and one listing. Prints the scores, the largest contentful paint and the JavaScript each page
 * loads, writes bench/results/page-speed.json, and exits 1 when a budget is missed.
 *
 * Run: npm run build && node bench/page-speed.ts   (PAGE_SPEED_RUNS=3 runs per page, the median is reported)
 * It starts the built server on a fresh demo database; BASE_URL=http://host:port audits a running server
 * instead (the JavaScript figures still come from the local build, which that server must be serving).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './load/server-process.ts';
import {
  type BuildManifest,
  type FirstLoadJavaScript,
  firstLoadJavaScript,
  readBuildManifest,
  routeChunkPath,
  scriptsWithCodeBuyersNeverNeed,
} from './page-speed/first-load-js.ts';
import {
  auditPage,
  CATEGORY_IDS,
  CATEGORY_TARGETS,
  CHROMIUM_PATH,
  type LighthouseFigures,
} from './page-speed/lighthouse.ts';

const FIRST_LOAD_JS_BUDGET_BYTES = 150 * 1024;
const SERVER_PORT = Number(process.env.PAGE_SPEED_PORT ?? 5081);
const RUNS_PER_PAGE = Number(process.env.PAGE_SPEED_RUNS ?? 3);
const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'page-speed.json');

interface Page {
  name: string;
  path: string;
  /** The module src/web/app/router.tsx loads for this address, as the build manifest names it. */
  routeModule: string;
}

interface PageResult extends Omit<LighthouseFigures, 'scripts'> {
  page: Page;
  scriptBytesTransferred: number;
  firstLoadJavaScript: FirstLoadJavaScript;
  scriptsWithCodeBuyersNeverNeed: string[];
}

interface ServerUnderTest {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** The server from BASE_URL, or the built one on a fresh demo database in a temporary folder. */
async function serverUnderTest(): Promise<ServerUnderTest> {
  const baseUrl = process.env.BASE_URL?.replace(/\/$/, '');
  if (baseUrl) return { baseUrl, stop: async () => {} };

  const dataDir = await mkdtemp(path.join(tmpdir(), 'passiton-page-speed-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer('dist/server/main.js', {
      port: SERVER_PORT,
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Canonical links then name the address Lighthouse visits, as they do in production.
        PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT}`,
      },
    });
    return { baseUrl: server.baseUrl, stop: () => server.stop().then(removeData) };
  } catch (error) {
    await removeData();
    throw error;
  }
}

/** A buyer's usual ways in, with a listing that really exists. */
async function pagesToMeasure(baseUrl: string): Promise<Page[]> {
  const response = await fetch(`${baseUrl}/api/products?limit=1`);
  const [product] = (await response.json()) as { id: number }[];
  if (!product) throw new Error('The catalogue is empty: no listing to measure /product/{id} with');
  return [
    { name: 'home', path: '/', routeModule: 'features/catalogue/home-page.tsx' },
    { name: 'browse', path: '/browse', routeModule: 'features/catalogue/browse-page.tsx' },
    { name: 'product', path: `/product/${product.id}`, routeModule: 'features/catalogue/product-page.tsx' },
  ];
}

async function measurePage(baseUrl: string, page: Page, manifest: BuildManifest): Promise<PageResult> {
  const { scripts, ...figures } = await auditPage(`${baseUrl}${page.path}`, RUNS_PER_PAGE);
  const scriptUrls = scripts.map((script) => script.url);
  const routeChunk = routeChunkPath(manifest, page.routeModule);
  if (!scriptUrls.some((url) => new URL(url).pathname === routeChunk)) {
    throw new Error(`${page.path} never loaded ${page.routeModule}: does the route table still say so?`);
  }
  return {
    page,
    ...figures,
    scriptBytesTransferred: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    firstLoadJavaScript: await firstLoadJavaScript(manifest, page.routeModule),
    scriptsWithCodeBuyersNeverNeed: await scriptsWithCodeBuyersNeverNeed(scriptUrls),
  };
}

function missedBudgets(result: PageResult): string[] {
  const missed: string[] = [];
  for (const id of CATEGORY_IDS) {
    if (result.scores[id] < CATEGORY_TARGETS[id]) {
      missed.push(`${result.page.path}: ${id} ${result.scores[id]} < ${CATEGORY_TARGETS[id]}`);
    }
  }
  const { gzipBytes } = result.firstLoadJavaScript;
  if (gzipBytes > FIRST_LOAD_JS_BUDGET_BYTES) {
    missed.push(`${result.page.path}: first-load JavaScript ${kilobytes(gzipBytes)} > 150 KB gzip`);
  }
  for (const url of result.scriptsWithCodeBuyersNeverNeed) {
    missed.push(`${result.page.path}: loads seller, admin or chart code (${new URL(url).pathname})`);
  }
  return missed;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(results: PageResult[]): void {
  const rows = results.map((result) => ({
    page: result.page.path,
    performance: result.scores.performance,
    accessibility: result.scores.accessibility,
    'best practices': result.scores['best-practices'],
    SEO: result.scores.seo,
    LCP: `${(result.metrics.largestContentfulPaintMs / 1000).toFixed(2)} s`,
    'JS transferred': kilobytes(result.scriptBytesTransferred),
    'first-load JS (gzip)': kilobytes(result.firstLoadJavaScript.gzipBytes),
  }));
  console.table(rows);
  console.log(
    `Targets: performance ≥ ${CATEGORY_TARGETS.performance}; accessibility, best practices and SEO 100; ` +
      `first-load JS ≤ ${kilobytes(FIRST_LOAD_JS_BUDGET_BYTES)} gzip. Lighthouse mobile emulation, ` +
      `the median of ${RUNS_PER_PAGE} runs (performance of every run in the results file).`,
  );
}

function printFailingAudits(results: PageResult[]): void {
  for (const { page, scores, failingAudits } of results) {
    for (const id of CATEGORY_IDS) {
      const audits = failingAudits[id];
      if (!audits) continue;
      console.log(`\n${page.path}, ${id} ${scores[id]}:`);
      for (const audit of audits) console.log(`  - ${audit}`);
    }
  }
}

/**
 * Lighthouse scales up the CPU time it observes to emulate a phone, so on a machine already busy with other
 * work, total blocking time and the performance score come out worse than the page deserves.
 */
function warnIfMachineIsBusy(): void {
  const [oneMinuteLoad = 0] = loadavg();
  const cores = availableParallelism();
  if (oneMinuteLoad > cores) {
    console.warn(
      `The machine is busy (load ${oneMinuteLoad.toFixed(1)} on ${cores} cores): ` +
        'blocking time and performance scores will be pessimistic.',
    );
  }
}

async function writeResults(baseUrl: string, results: PageResult[], missed: string[]): Promise<void> {
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    baseUrl,
    settings: {
      tool: 'lighthouse',
      formFactor: 'mobile',
      browser: CHROMIUM_PATH,
      machine: { oneMinuteLoad: loadavg()[0], cores: availableParallelism() },
    },
    targets: { ...CATEGORY_TARGETS, firstLoadJavaScriptGzipBytes: FIRST_LOAD_JS_BUDGET_BYTES },
    pages: results,
    missedBudgets: missed,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
}

async function main(): Promise<void> {
  warnIfMachineIsBusy();
  const manifest = await readBuildManifest();
  const server = await serverUnderTest();
  try {
    const results: PageResult[] = [];
    for (const page of await pagesToMeasure(server.baseUrl)) {
      results.push(await measurePage(server.baseUrl, page, manifest));
    }
    const missed = results.flatMap(missedBudgets);
    printTable(results);
    printFailingAudits(results);
    await writeResults(server.baseUrl, results, missed);
    console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
    if (missed.length > 0) {
      console.error(`\nMissed budgets:\n  ${missed.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
