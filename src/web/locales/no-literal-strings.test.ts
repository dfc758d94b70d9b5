import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLiteralStrings, type LiteralString, webSourceFiles } from '../test/literal-strings.ts';

/*
 * No component shows English written straight into its code (issue 21, docs/decisions/070-languages.md): every
 * user-facing text goes through the catalogues (<Trans>, t``, msg``), so a Hindi reader never meets an English
 * leftover. What counts as user-facing, and what is left alone, is written at the top of test/literal-strings.ts.
 */

const PROJECT = path.resolve(import.meta.dirname, '../../..');
/** Reading the whole app takes the compiler a few seconds; a busy machine may take many more. */
const COMPILER_TIMEOUT_MS = 120_000;

/** Texts that are the same in every language, wherever they appear. Keep this short, each with its reason. */
const ALLOWED_TEXTS: ReadonlySet<string> = new Set([
  // The brand (logo, footer, the home page's heading): a name, not a word to translate.
  'PassItOn',
  // The SQL console's example query: code the admin types, the same in every language.
  'SELECT id, username, email FROM users ORDER BY id LIMIT 10;',
]);

const describeLiteral = ({ file, line, kind, name, text }: LiteralString) =>
  `${file}:${line} ${kind}${name ? ` ${name}` : ''}: ${text}`;

describe('the web app', () => {
  it(
    'shows no user-facing text written in the code instead of the catalogues',
    () => {
      const reported = findLiteralStrings(PROJECT, webSourceFiles(PROJECT))
        .filter(({ text }) => !ALLOWED_TEXTS.has(text))
        .map(describeLiteral);
      expect(reported, 'wrap these in <Trans>, t`…` or msg`…` (see docs/decisions/070-languages.md)').toEqual(
        [],
      );
    },
    COMPILER_TIMEOUT_MS,
  );
});

describe('the literal-string check', () => {
  let folder: string;
  let found: string[];

  /** Each sample is a file of its own, named after what it shows. */
  const samples: Record<string, string> = {
    'jsx-text.tsx': `export const A = () => <p>Add to cart</p>;`,
    'trans.tsx': `import { Trans } from '@lingui/react/macro';
export const B = () => <p><Trans>Add to <b>cart</b></Trans></p>;`,
    'translated-prop.tsx': `export const C = ({ t }: any) => <input aria-label={t\`Search\`} placeholder={i18n._(msg\`Title\`)} />;`,
    'literal-prop.tsx': `export const D = ({ open }: any) => <button title="Close" aria-label={open ? 'Hide' : \`Show \${name}\`} />;`,
    'not-text.tsx': `export const E = () => (
  <a className="flex gap-2" href="/browse" data-testid="browse-link" lang="hi-IN">
    ₹{price} · {count} {'·'} 4.5 🙂 &nbsp;
    <input placeholder="you@example.in" />
  </a>
);`,
    'toast.ts': `toast({ title: 'Added to cart', description: msg\`Saved\`, variant: 'success' }); toast.error('Failed');
if (window.confirm('Delete it?')) alert(i18n._(msg\`Deleted\`));`,
    'options.ts': `export const OPTIONS = [{ value: 'cod', label: 'Cash on delivery' }, { value: 'online', label: msg\`Online\` },
  { value: 'home', label: msg({ message: 'Home', context: 'address type' }) }];`,
    'label-function.ts': `export function methodLabel(m: string) { return m === 'cod' ? 'Cash' : formatIt(m); }`,
    'code.tsx': `export const F = () => <p><Trans>The cookie</Trans> <code>passiton.sid</code></p>;`,
  };

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'literal-strings-'));
    for (const [name, code] of Object.entries(samples)) writeFileSync(path.join(folder, name), code);
    found = findLiteralStrings(
      folder,
      Object.keys(samples).map((name) => path.join(folder, name)),
    ).map(describeLiteral);
  }, COMPILER_TIMEOUT_MS);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reports English JSX text outside <Trans>, with its file and line', () => {
    expect(found).toContain('jsx-text.tsx:1 jsx text: Add to cart');
  });

  it('lets text inside <Trans> and props given t`…` or msg`…` pass', () => {
    expect(found.filter((entry) => /^(trans|translated-prop)\.tsx/.test(entry))).toEqual([]);
  });

  it('reports literal text given to a user-facing prop, in either branch of a condition', () => {
    expect(found.filter((entry) => entry.startsWith('literal-prop.tsx'))).toEqual([
      'literal-prop.tsx:1 prop title: Close',
      'literal-prop.tsx:1 prop aria-label: Hide',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the report quotes the template as it is written.
      'literal-prop.tsx:1 prop aria-label: Show ${name}',
    ]);
  });

  it('leaves class names, addresses, test ids, symbols, numbers, emoji and code alone', () => {
    expect(found.filter((entry) => /^(not-text|code)\.tsx/.test(entry))).toEqual([]);
  });

  it('reports literal toasts, option labels and what text-named functions return', () => {
    expect(found.filter((entry) => /\.ts:/.test(entry))).toEqual([
      'toast.ts:1 toast title: Added to cart',
      'toast.ts:1 toast: Failed',
      'toast.ts:2 toast: Delete it?',
      'options.ts:1 property label: Cash on delivery',
      'label-function.ts:1 return methodLabel: Cash',
    ]);
  });
});
