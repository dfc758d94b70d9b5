import { execFile } from 'node:child_process';
import { glob, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.ts';
import { buildTestApp } from './test/build-test-app.ts';

/*
 * The deployment files (docs/decisions/063-container-deployment.md) cannot be run here: there is no container
 * runtime on this machine. These checks keep them true to the app: the settings .env.example lists are the ones
 * config.ts reads, the image and compose.yaml start the server as tests/scale-out does (`npm run serve`), the
 * health check asks an address the app answers, and the balancer's config gets every value it needs.
 */

const repoFile = (name: string) => readFile(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

/** The names set in .env.example, commented-out defaults included, split at its compose-only section. */
async function envExample(): Promise<{ app: string[]; composeOnly: string[]; active: string[] }> {
  const text = await repoFile('.env.example');
  const [appPart = '', composePart = ''] = text.split(/^# --- compose\.yaml's own services.*$/m);
  const names = (part: string) =>
    [...part.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
  const active = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
  return { app: names(appPart), composeOnly: names(composePart), active };
}

/**
 * The exec-form command after the first line that starts with `prefix` (indentation included): a JSON array of
 * strings, on that line or, as the formatter lays out a long one, over the lines below it.
 */
function execForm(text: string, prefix: string): string[] {
  const start = text.split('\n').findIndex((line) => line.startsWith(prefix));
  if (start < 0) return [];
  const rest = text.split('\n').slice(start).join('\n').slice(prefix.length);
  const array = rest.slice(0, rest.indexOf(']') + 1).replace(/,\s*]$/, ']');
  return JSON.parse(array) as string[];
}

async function serveScript(): Promise<{ serve: string[]; start: string }> {
  const { scripts } = JSON.parse(await repoFile('package.json')) as { scripts: Record<string, string> };
  return { serve: (scripts.serve ?? '').split(' '), start: scripts.start ?? '' };
}

describe('the deployment files', () => {
  it('list in .env.example every setting the app reads, each once, and no other', async () => {
    const { app } = await envExample();
    expect([...app].sort()).toEqual([...SETTING_NAMES].sort());
    expect(new Set(app).size).toBe(app.length);
  });

  it('give compose.yaml every value it takes from .env, and use every compose-only one', async () => {
    const compose = await repoFile('compose.yaml');
    const { composeOnly, active } = await envExample();
    // `$${…}` is a shell variable inside a container, not one compose fills in.
    const interpolated = [...compose.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
    expect(interpolated.length).toBeGreaterThan(0);
    for (const name of interpolated) expect(active, name).toContain(name);
    for (const name of composeOnly) expect(interpolated, name).toContain(name);
  });

  it('start the server the same way everywhere: npm run serve, which npm start runs after building', async () => {
    const { serve, start } = await serveScript();
    expect(serve).toEqual([
      'scripts/with-jemalloc.sh',
      'node',
      '--max-semi-space-size=8',
      '--max-old-space-size=128',
      'dist/server/main.js',
    ]);
    expect(start).toBe('npm run serve');
    // The app's anchor (x-app) is the only command at the top indentation; the services' own are deeper.
    expect(execForm(await repoFile('compose.yaml'), '  command:')).toEqual(serve);
    expect(execForm(await repoFile('Dockerfile'), 'CMD ')).toEqual(serve);
  });

  it('run the server with jemalloc where the system has it, and with its own malloc where not', async () => {
    const { serve } = await serveScript();
    const [wrapper = ''] = serve;
    const memoryReport = fileURLToPath(new URL('./lib/memory-report.ts', import.meta.url));
    const printAllocator = `import(${JSON.stringify(memoryReport)}).then((m) => console.log(m.memoryReport().allocator))`;
    const { stdout } = await promisify(execFile)(wrapper, [process.execPath, '-e', printAllocator], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    const installed = await Array.fromAsync(glob('/usr/lib/*-linux-gnu/libjemalloc.so.2'));
    expect(stdout.trim()).toBe(installed.length > 0 ? 'jemalloc' : 'system');
  });

  it('check health on /readyz, which the app answers', async () => {
    const dockerfile = await repoFile('Dockerfile');
    const healthCheck = dockerfile.slice(dockerfile.indexOf('HEALTHCHECK'));
    expect(healthCheck).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \["node", "-e", "fetch\([^\n]*'\/readyz'\)/);
    expect(await repoFile('deploy/haproxy.cfg')).toMatch(/^\s+option httpchk GET \/readyz$/m);
    const t = await buildTestApp();
    try {
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('hand the balancer’s config every address it reads, from the file tests/scale-out uses', async () => {
    const compose = await repoFile('compose.yaml');
    expect(compose).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const needed = [...(await repoFile('deploy/haproxy.cfg')).matchAll(/"\$\{([A-Z0-9_]+)\}"/g)].map(
      (match) => match[1],
    );
    expect(needed).toEqual(['BALANCER_BIND', 'APP1_ADDRESS', 'APP2_ADDRESS']);
    for (const name of needed) expect(compose).toMatch(new RegExp(`^\\s+${name}: \\S`, 'm'));
  });
});
