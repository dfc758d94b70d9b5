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
      from: { path: '^src/' },
      to: { path: 'node_modules/tailwind-merge/' },
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
    // Tests look at whatever they check (another module's table, another feature's fixture); the schema and the
    // test helpers gather every module's tables. No rule is about them, and leaving them out keeps the cycle rule
    // about the modules themselves.
    exclude: { path: ['\\.(test|fuzz)\\.tsx?$', '^src/server/(db|test)/', '^src/web/test/'] },
    // TypeScript 7 has no compiler API for dependency-cruiser yet; swc parses the sources instead.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
