import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `npm run serve` (package.json) read apart, with the repository's paths made absolute. */
export interface ServeCommand {
  /** What runs node in turn (the allocator wrapper, docs/decisions/112-memory-given-back.md), or nothing. */
  launcher: string[];
  nodeFlags: string[];
  /** The built server's entry. */
  script: string;
}

/**
 * How the Dockerfile and compose.yaml start the server, for tools that start it themselves (the load bench, the
 * scale-out tests): they run the same process, with their own Node.js in place of the PATH's.
 */
export function readServeCommand(repoRoot: string): ServeCommand {
  const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (packageJson.scripts.serve ?? '').split(' ');
  const node = words.indexOf('node');
  const script = words.at(-1);
  if (node < 0 || !script || script.startsWith('-')) {
    throw new Error(`npm run serve does not start node with a script: ${packageJson.scripts.serve}`);
  }
  return {
    launcher: words.slice(0, node).map((word) => path.join(repoRoot, word)),
    nodeFlags: words.slice(node + 1, -1),
    script: path.join(repoRoot, script),
  };
}

/** The command and its arguments, run with this Node.js. */
export function withThisNode({ launcher, nodeFlags, script }: ServeCommand): [string, ...string[]] {
  const [command = process.execPath, ...args] = [...launcher, process.execPath, ...nodeFlags, script];
  return [command, ...args];
}
