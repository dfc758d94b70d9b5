/**
 * The architecture's boundaries, checked by `npm run check` (docs/decisions/050-enforced-boundaries.md).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-stands-alone',
      comment:
        'src/domain holds the rules both sides share: it imports nothing of the server or the web app.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-and-web-apart',
      comment: 'The server and the web app meet only in src/domain (rules and contracts).',
      severity: 'error',
      from: { path: '^src/(server|web)/' },
      to: { path: '^src/(server|web)/', pathNot: '^src/$1/' },
    },
    {
      name: 'web-features-stay-apart',
      comment:
        'A web feature never imports another feature: what several share lives in web/lib or web/components, ' +
        'and pages in web/app compose features.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'server-modules-meet-at-their-index',
      comment:
        "A server module uses another only through that module's index.ts: never its routes, tables or " +
        'internal files.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '\\.tables\\.ts$' },
      to: {
        path: '^src/server/modules/([^/]+)/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'tables-reference-only-tables',
      comment: "A table's foreign keys may name another module's table, and nothing else of that module.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/[^/]+\\.tables\\.ts$' },
      to: {
        path: '^src/server/modules/([^/]+)/',
        pathNot: ['^src/server/modules/$1/', '\\.tables\\.ts$'],
      },
    },
    {
      name: 'tailwind-merge-only-in-tests',
      comment:
        'tailwind-merge would add 8 KB to the first load; the web tests use it to find conflicting classes ' +
        '(docs/decisions/007-look-and-accessibility.md).',
      severity: 'error',
      // The web tests' own helpers (src/web/test) are where they use it.
      from: { path: '^src/', pathNot: '^src/web/test/' },
      to: { path: 'node_modules/tailwind-merge/' },
    },
    {
      name: 'no-circular',
      comment:
        'No file reaches itself through its imports, anywhere in src (test helpers included): a cycle makes ' +
        'files that can only be read, loaded and changed together. Type-only imports count too: a type is part ' +
        'of what a file says, a cycle through one ties the two files together just the same, and breaking it is ' +
        'cheap (move the type to the file lower down, or to src/domain).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'Server modules depend on each other in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests look at whatever they check (another module's table, another feature's fixture), and nothing imports
    // a test file, so none can close a cycle. The schema gathers every module's tables and the demo seed writes
    // through modules while every module reads the database through src/server/db: with them in, each module
    // would seem to depend on the others through that folder, and the folder-level cycle rule (which cannot skip
    // a folder a cycle goes through) would flag every module. Everything else in src, the rest of src/server/db
    // and the test helpers included, is in the graph.
    exclude: { path: ['\\.(test|fuzz)\\.tsx?$', '^src/server/db/(schema\\.ts$|seed/)'] },
    // TypeScript 7 has no compiler API for dependency-cruiser yet; swc parses the sources instead.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
