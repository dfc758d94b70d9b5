import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  type BinaryExpression,
  type CallExpression,
  type ConditionalExpression,
  type Expression,
  type JsxAttribute,
  type JsxElement,
  type JsxExpression,
  type Node,
  type ObjectLiteralExpression,
  type PropertyAssignment,
  type SourceFile,
  SyntaxKind,
  type TemplateExpression,
} from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

/*
 * Finds user-facing English written straight into the web app's code instead of going through the message
 * catalogues (docs/decisions/070-languages.md), by reading each file's syntax tree with the TypeScript compiler's
 * API (TypeScript 7's `typescript/unstable/*`: the native compiler in a child process; files are only parsed, so
 * it takes a few seconds). What counts as user-facing:
 *  - JSX text with letters, unless it is inside <Trans>, <Plural>, <Select> or <SelectOrdinal>;
 *  - a string or untagged template literal with letters given to a user-facing prop (USER_FACING_PROPS, or a name
 *    ending in one of USER_FACING_SUFFIXES: `pendingLabel`, `fallbackText`) or written as a JSX child (`{'Free'}`),
 *    also as either branch of `a ? 'x' : 'y'` or an operand of `+`, `??`, `||` and the right of `&&`;
 *  - the same given to toast(…), toast.x(…) or a toast's `title`/`description`, or to alert/confirm/prompt;
 *  - the same as the value of a user-facing property in an object literal (`{ label: 'Cash on delivery' }`), the
 *    options, steps and tabs that components then render;
 *  - the same returned by a function named like a text (`paymentMethodLabel`, `resultCountText`).
 * A tagged template (t`…`, msg`…`) or any call (i18n._(…), formatPrice(…)) ends the search: its text is translated
 * or computed. Props that are not read as text (className, data-testid, href, to, id, name, value, type, variant,
 * key, lang, autoComplete, enterKeyHint…) are not looked at, nor are strings without letters (₹, ·, 4.5, emoji),
 * addresses (links, e-mail addresses), or the text of <code>, <kbd>, <samp> and <pre>.
 */

export interface LiteralString {
  /** Relative to the project's folder, with forward slashes. */
  file: string;
  line: number;
  kind: 'jsx text' | 'prop' | 'toast' | 'property' | 'return';
  /** The prop, property or function it was given to or returned from. */
  name?: string;
  text: string;
}

/** Props and properties read as text by people or screen readers. */
export const USER_FACING_PROPS: ReadonlySet<string> = new Set([
  'title',
  'label',
  'placeholder',
  'alt',
  'description',
  'heading',
  'subtitle',
  'text',
  'message',
  'hint',
  'legend',
  'caption',
  'tooltip',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
]);

/** A prop named like `confirmLabel`, `emptyText`, `errorMessage`: text too. */
export const USER_FACING_SUFFIXES =
  /[a-z](Label|Text|Title|Message|Description|Heading|Hint|Placeholder|Caption)$/;

/** Named like text, but a keyword for the browser: `enterKeyHint="search"`. */
const NOT_TEXT: ReadonlySet<string> = new Set(['enterKeyHint']);

/** The Lingui elements whose JSX text is the message itself. */
const TRANSLATING_ELEMENTS: ReadonlySet<string> = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
/** Elements whose text is typed exactly as shown in any language: a cookie's name, a key, a command. */
const VERBATIM_ELEMENTS: ReadonlySet<string> = new Set(['code', 'kbd', 'samp', 'pre']);

const LETTER = /\p{L}/u;
// `&nbsp;` and `&#8377;` have letters but no words.
const HTML_ENTITY = /&(?:[a-zA-Z]+|#\d+|#x[\da-fA-F]+);/g;
const ADDRESS = /^(?:https?:\/\/|mailto:|tel:|\/[\w/-]*(?:[?#].*)?$|#[\w-]+$|[\w.+-]+@[\w-]+(?:\.[\w-]+)+$)/;

/** Whether a piece of text has a word in it: letters, once entities and addresses are left out. */
export function hasWords(text: string): boolean {
  const trimmed = text.replace(HTML_ENTITY, ' ').trim();
  return LETTER.test(trimmed) && !ADDRESS.test(trimmed);
}

export function isUserFacingName(name: string): boolean {
  return !NOT_TEXT.has(name) && (USER_FACING_PROPS.has(name) || USER_FACING_SUFFIXES.test(name));
}

/**
 * The web app's own code under `projectDir`/src/web: not tests, their helpers (src/web/test) and data
 * (`*-fixtures.ts`), nor type declarations.
 */
export function webSourceFiles(projectDir: string): string[] {
  const web = join(projectDir, 'src/web');
  return (readdirSync(web, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|d)\.tsx?$/.test(file) &&
        !/-fixtures\.ts$/.test(file) &&
        !file.startsWith('test/'),
    )
    .sort()
    .map((file) => join(web, file));
}

/**
 * The literal strings in `files` (absolute paths), reported with paths relative to `projectDir`. Starts the
 * compiler on a project of just these files, parsed only (no imports followed, no libraries), reads them and stops.
 */
export function findLiteralStrings(projectDir: string, files: readonly string[]): LiteralString[] {
  const folder = mkdtempSync(join(tmpdir(), 'literal-strings-'));
  const tsconfig = join(folder, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', noResolve: true, noLib: true, types: [], noEmit: true },
      files,
    }),
  );
  const api = new API({ cwd: projectDir });
  try {
    const project = api.updateSnapshot({ openProject: tsconfig }).getProjects()[0];
    if (!project) throw new Error('the TypeScript compiler opened no project');
    return files.flatMap((file) => {
      const sourceFile = project.program.getSourceFile(file);
      if (!sourceFile) throw new Error(`the TypeScript compiler did not read ${file}`);
      return literalStringsIn(sourceFile, relative(projectDir, file).split('\\').join('/'));
    });
  } finally {
    api.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

function literalStringsIn(sourceFile: SourceFile, file: string): LiteralString[] {
  const found: LiteralString[] = [];
  const lineStarts = sourceFile.getLineStarts();
  const lineOf = (node: Node) => {
    const start =
      node.kind === SyntaxKind.JsxText ? firstNonSpace(sourceFile.text, node.pos) : node.getStart();
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= start) line++;
    return line + 1;
  };
  const report = (node: Node, kind: LiteralString['kind'], text: string, name?: string) => {
    found.push({ file, line: lineOf(node), kind, ...(name ? { name } : {}), text: shortened(text) });
  };

  /** The literal texts an expression can evaluate to, reported as `kind`. */
  const checkValue = (
    expression: Expression | undefined,
    kind: LiteralString['kind'],
    name?: string,
  ): void => {
    if (!expression) return;
    switch (expression.kind) {
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NoSubstitutionTemplateLiteral: {
        const text = (expression as unknown as { text: string }).text;
        if (hasWords(text)) report(expression, kind, text, name);
        return;
      }
      case SyntaxKind.TemplateExpression: {
        const template = expression as TemplateExpression;
        const pieces = [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
        if (pieces.some(hasWords)) report(expression, kind, template.getText(sourceFile).slice(1, -1), name);
        for (const span of template.templateSpans) checkValue(span.expression, kind, name);
        return;
      }
      case SyntaxKind.ConditionalExpression: {
        const conditional = expression as ConditionalExpression;
        checkValue(conditional.whenTrue, kind, name);
        checkValue(conditional.whenFalse, kind, name);
        return;
      }
      case SyntaxKind.BinaryExpression: {
        const binary = expression as BinaryExpression;
        const operator = binary.operatorToken.kind;
        if (operator === SyntaxKind.AmpersandAmpersandToken) checkValue(binary.right, kind, name);
        if (
          operator === SyntaxKind.PlusToken ||
          operator === SyntaxKind.BarBarToken ||
          operator === SyntaxKind.QuestionQuestionToken
        ) {
          checkValue(binary.left, kind, name);
          checkValue(binary.right, kind, name);
        }
        return;
      }
      case SyntaxKind.ParenthesizedExpression:
      case SyntaxKind.AsExpression:
      case SyntaxKind.SatisfiesExpression:
      case SyntaxKind.NonNullExpression:
        checkValue((expression as unknown as { expression: Expression }).expression, kind, name);
        return;
      default:
      // A call, a tagged template, a name, an element (visited on its own): nothing written here.
    }
  };

  /** `exempt`: inside an element whose text is a message (<Trans>) or verbatim (<code>). */
  const visit = (node: Node, exempt: boolean): void => {
    switch (node.kind) {
      case SyntaxKind.JsxElement: {
        const tag = (node as JsxElement).openingElement.tagName.getText(sourceFile);
        if (TRANSLATING_ELEMENTS.has(tag) || VERBATIM_ELEMENTS.has(tag)) exempt = true;
        break;
      }
      case SyntaxKind.JsxText: {
        const text = (node as unknown as { text: string }).text;
        if (!exempt && hasWords(text)) report(node, 'jsx text', text);
        return;
      }
      case SyntaxKind.JsxExpression: {
        // A child written as an expression: `{'Free'}`, `{open ? 'Hide' : 'Show'}`. A prop's value is checked with
        // the prop, by its name.
        const parentKind = node.parent.kind;
        if (!exempt && (parentKind === SyntaxKind.JsxElement || parentKind === SyntaxKind.JsxFragment)) {
          checkValue((node as JsxExpression).expression, 'jsx text');
        }
        break;
      }
      case SyntaxKind.JsxAttribute: {
        const attribute = node as JsxAttribute;
        const name = attribute.name.getText(sourceFile);
        const value = attribute.initializer;
        if (value && isUserFacingName(name) && !exempt) {
          if (value.kind === SyntaxKind.StringLiteral) checkValue(value as Expression, 'prop', name);
          else if (value.kind === SyntaxKind.JsxExpression) {
            checkValue((value as JsxExpression).expression, 'prop', name);
          }
        }
        break;
      }
      case SyntaxKind.CallExpression: {
        const call = node as CallExpression;
        // msg({ message: 'Home', context: 'address type' }): the object is the message itself.
        if (MESSAGE_MACROS.has(call.expression.getText(sourceFile))) return;
        if (isToast(call.expression.getText(sourceFile))) {
          for (const argument of call.arguments) {
            if (argument.kind === SyntaxKind.ObjectLiteralExpression) {
              for (const [name, value] of userFacingProperties(argument as ObjectLiteralExpression)) {
                checkValue(value, 'toast', name);
              }
            } else checkValue(argument, 'toast');
          }
          // Its object's properties are reported once, as the toast's.
          for (const argument of call.arguments) {
            if (argument.kind !== SyntaxKind.ObjectLiteralExpression) visit(argument, exempt);
          }
          call.expression.forEachChild((child) => visit(child, exempt));
          return;
        }
        break;
      }
      case SyntaxKind.FunctionDeclaration:
      case SyntaxKind.ArrowFunction:
      case SyntaxKind.FunctionExpression: {
        const name = functionName(node);
        if (name && isUserFacingName(name)) {
          const body = (node as unknown as { body?: Node }).body;
          if (body && body.kind !== SyntaxKind.Block) checkValue(body as Expression, 'return', name);
          else if (body) forEachOwnReturn(body, (value) => checkValue(value, 'return', name));
        }
        break;
      }
      case SyntaxKind.ObjectLiteralExpression: {
        for (const [name, value] of userFacingProperties(node as ObjectLiteralExpression)) {
          checkValue(value, 'property', name);
        }
        break;
      }
      default:
    }
    node.forEachChild((child) => visit(child, exempt));
  };

  visit(sourceFile, false);
  return found;
}

/** A function's own name, or the name of the variable or property it is assigned to. */
function functionName(node: Node): string | undefined {
  const own = (node as unknown as { name?: Node }).name;
  const named =
    own ??
    (node.parent.kind === SyntaxKind.VariableDeclaration
      ? (node.parent as unknown as { name: Node }).name
      : undefined);
  return named?.kind === SyntaxKind.Identifier ? (named as unknown as { text: string }).text : undefined;
}

/** The values of the return statements of one function body, not of the functions nested in it. */
function forEachOwnReturn(node: Node, onReturn: (value: Expression | undefined) => void): void {
  node.forEachChild((child) => {
    if (child.kind === SyntaxKind.ReturnStatement) {
      onReturn((child as unknown as { expression?: Expression }).expression);
    } else if (
      child.kind !== SyntaxKind.FunctionDeclaration &&
      child.kind !== SyntaxKind.FunctionExpression &&
      child.kind !== SyntaxKind.ArrowFunction
    ) {
      forEachOwnReturn(child, onReturn);
    }
  });
}

/** toast(…), toast.success(…), and the browser's own dialogs, whose text the reader sees as it is. */
/** Lingui's macros called with a descriptor object rather than as tagged templates. */
const MESSAGE_MACROS: ReadonlySet<string> = new Set(['msg', 't', 'defineMessage']);

function isToast(callee: string): boolean {
  return /^toast(?:\??\.\w+)?$/.test(callee) || /^(?:window\.)?(?:alert|confirm|prompt)$/.test(callee);
}

/** The user-facing properties written in an object literal, with their values. */
function userFacingProperties(object: ObjectLiteralExpression): [string, Expression][] {
  return object.properties.flatMap((property): [string, Expression][] => {
    if (property.kind !== SyntaxKind.PropertyAssignment) return [];
    const assignment = property as PropertyAssignment;
    const nameNode = assignment.name as Node;
    const name =
      nameNode.kind === SyntaxKind.StringLiteral || nameNode.kind === SyntaxKind.Identifier
        ? (nameNode as unknown as { text: string }).text
        : undefined;
    return name !== undefined && isUserFacingName(name) ? [[name, assignment.initializer]] : [];
  });
}

function firstNonSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && /\s/.test(text.charAt(index))) index++;
  return index;
}

function shortened(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}
