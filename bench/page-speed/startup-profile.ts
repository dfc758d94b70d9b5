/**
 * Where a buyer page's start-up time goes (issue 29): a guest's cold load in Chromium at a phone's size with a 4×
 * CPU slowdown, a V8 CPU profile from navigation until the page has been quiet, and the long tasks the page saw.
 * Prints the blocking time (sum of each long task beyond 50 ms), the longest task and the functions with the most
 * self time, by script. Figures depend on the machine's load: compare A/B back to back.
 *
 * Run: node bench/page-speed/startup-profile.ts http://127.0.0.1:5165/browse [runs=3]
 */
import { writeFile } from 'node:fs/promises';
import { launchChromium } from './chromium.ts';

const [pageUrl, runsArgument = '3'] = process.argv.slice(2);
if (!pageUrl) throw new Error('usage: startup-profile.ts URL [runs]');
const url: string = pageUrl;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

declare global {
  interface Window {
    passitonLongTasks: number[];
  }
}

async function profileOnce(url: string) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.passitonLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.passitonLongTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const longTasks = await page.evaluate(() => window.passitonLongTasks);
    return { profile, longTasks };
  } finally {
    await browser.close();
  }
}

const selfTime = new Map<string, number>();
const byScript = new Map<string, number>();
const blocking: number[] = [];
const longest: number[] = [];
const runs = Number(runsArgument);
for (let run = 0; run < runs; run++) {
  const { profile, longTasks } = await profileOnce(url);
  if (process.env.PROFILE_OUT)
    await writeFile(`${process.env.PROFILE_OUT}-${run}.cpuprofile`, JSON.stringify(profile));
  blocking.push(Math.round(longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)));
  longest.push(Math.round(Math.max(0, ...longTasks)));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const delta = (profile.timeDeltas[index] ?? 0) / 1000 / runs;
    if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) return;
    const script = node.callFrame.url.split('/').pop() || node.callFrame.functionName;
    const key = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + delta);
    byScript.set(script, (byScript.get(script) ?? 0) + delta);
  });
}
const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
console.log(
  `${url}: blocking ${blocking.join(' ')} ms; longest task ${longest.join(' ')} ms (4× slowdown, ${runs} runs)`,
);
console.log(`self time by script (mean per run):\n${top(byScript, 12).join('\n')}`);
console.log(`functions:\n${top(selfTime, 25).join('\n')}`);
