import fc from 'fast-check';
import { multipart, type Part, pdfDocument, textDocument } from '../uploads.ts';
import type { FuzzTarget, Role, SignedBody } from './fuzz-targets.ts';
import { JsonLiteral, toJsonText } from './hostile-values.ts';
import { mutationOf } from './mutations.ts';
import { type FieldHints, type JsonSchema, validValue } from './schema-arbitrary.ts';

/** One generated call, ready for app.inject. */
export interface FuzzRequest {
  role: Role;
  method: string;
  /** Path with its parameters filled in, and the querystring. */
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

type Body = Pick<FuzzRequest, 'payload' | 'headers'>;
type InputPart = 'params' | 'querystring' | 'body';

const JSON_TYPE = { 'content-type': 'application/json' };

/** How a generated value travels in a URL: numbers and booleans as text, objects as their JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof JsonLiteral) return value.text;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return toJsonText(value) ?? '';
  return String(value);
}

const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];

/** Arrays become repeated keys, which a querystring parser turns back into arrays. */
function toQueryString(value: unknown): string {
  const pairs = entriesOf(value).flatMap(([key, inner]) =>
    (Array.isArray(inner) ? inner : [inner]).map((item): [string, string] => [key, asText(item)]),
  );
  const query = new URLSearchParams(pairs).toString();
  return query ? `?${query}` : '';
}

function toPath(url: string, params: unknown): string {
  const values = new Map(entriesOf(params).map(([key, value]) => [key, asText(value)]));
  return url.replace(/:(\w+)/g, (_match, name: string) =>
    // Lone surrogates cannot be percent-encoded; a browser would send U+FFFD instead.
    encodeURIComponent((values.get(name) ?? '').toWellFormed()),
  );
}

const asJsonBody = (value: unknown): Body => ({ payload: toJsonText(value) ?? '', headers: JSON_TYPE });

/** Bodies that never reach validation: broken JSON, the wrong content type, nothing at all. */
function brokenBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    valid.chain((value) => {
      const text = toJsonText(value) ?? '';
      return fc
        .nat({ max: Math.max(0, text.length - 1) })
        .map((end) => ({ payload: text.slice(0, end), headers: JSON_TYPE }));
    }),
    fc.string().map((text) => ({ payload: text, headers: JSON_TYPE })),
    valid.map((value) => ({ payload: toJsonText(value) ?? '', headers: { 'content-type': 'text/plain' } })),
    valid.map((value) => ({
      payload: toQueryString(value).slice(1),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })),
    fc.constant({ payload: '', headers: JSON_TYPE }),
    fc.constant({ payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: JSON_TYPE }),
  );
}

const fileParts = fc.array(
  fc.record({
    name: fc.constantFrom('files', 'images', 'photo'),
    filename: fc.oneof(
      fc.constantFrom(
        'photo.jpg',
        'notes.pdf',
        'notes.txt',
        'scan.docx',
        'archive.zip',
        'no-extension',
        '.png',
      ),
      fc.constantFrom('folder/photo.jpg', '../../escape.txt', 'a"b.txt', 'line\r\nbreak.pdf'),
      fc.string({ maxLength: 40 }),
    ),
    content: fc.oneof(
      fc.constant(textDocument()),
      fc.constant(pdfDocument()),
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
    ),
    contentType: fc.constantFrom('image/jpeg', 'application/pdf', 'text/plain', 'application/octet-stream'),
  }),
  { maxLength: 3 },
);

/** A multipart form: the generated fields as text parts (lists as repeated parts), and a few files. */
function multipartBodies(fields: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.tuple(fields, fileParts).map(([value, files]) => {
    const textParts: Part[] = entriesOf(value).flatMap(([name, inner]) =>
      (Array.isArray(inner) ? inner : [inner]).map((item) => ({ name, value: asText(item) })),
    );
    return multipart([...textParts, ...files]);
  });
}

function signedBodies(signed: SignedBody, valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const text = fc.oneof(
    { weight: 2, arbitrary: valid.map((value) => toJsonText(value) ?? '') },
    { weight: 4, arbitrary: mutationOf(valid).map((value) => toJsonText(value) ?? '') },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string() },
  );
  return text.chain((payload) =>
    fc
      .oneof(
        // Mostly correctly signed: only then does the body get past the signature check.
        { weight: 4, arbitrary: fc.constant<string | undefined>(signed.sign(payload)) },
        { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{64}$/) },
        { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
      .map((signature) => ({
        payload,
        headers: signature === undefined ? JSON_TYPE : { ...JSON_TYPE, [signed.header]: signature },
      })),
  );
}

interface BodyForms {
  valid: fc.Arbitrary<Body>;
  odd: fc.Arbitrary<Body>;
}

function bodyForms(target: FuzzTarget, hints: FieldHints): BodyForms | undefined {
  const validValueOf = (schema: JsonSchema | undefined) =>
    schema ? validValue(schema, hints) : fc.constant({});
  if (target.signed) {
    const bodies = signedBodies(target.signed, validValueOf(target.signed.shape));
    return { valid: bodies, odd: bodies };
  }
  if (!target.body && !target.multipart) return undefined;
  const valid = validValueOf(target.body);
  const mutated = mutationOf(valid);
  const jsonForms = {
    valid: valid.map(asJsonBody),
    odd: fc.oneof(
      { weight: 6, arbitrary: mutated.map(asJsonBody) },
      { weight: 1, arbitrary: fc.jsonValue().map(asJsonBody) },
      { weight: 1, arbitrary: brokenBodies(valid) },
    ),
  };
  if (!target.multipart) return jsonForms;
  return {
    valid: fc.oneof(jsonForms.valid, multipartBodies(valid)),
    odd: fc.oneof(jsonForms.odd, multipartBodies(mutated)),
  };
}

function objectForms(schema: JsonSchema | undefined, hints: FieldHints) {
  const valid = schema ? validValue(schema, hints) : fc.constant({});
  return { valid, odd: mutationOf(valid, { keepRoot: true }) };
}

/**
 * Requests for one route. A third of the cases are valid throughout; the others have one hostile part (the
 * path parameters, the querystring or the body), so the odd part is judged by the code behind the others' checks.
 */
export function fuzzRequests(target: FuzzTarget, hints: FieldHints): fc.Arbitrary<FuzzRequest> {
  const params = objectForms(target.params, hints);
  const querystring = objectForms(target.querystring, hints);
  const body = bodyForms(target, hints);
  const present: InputPart[] = [
    ...(target.params ? (['params'] as const) : []),
    ...(target.querystring ? (['querystring'] as const) : []),
    ...(body ? (['body'] as const) : []),
  ];
  const focus = fc.oneof(
    { weight: 1, arbitrary: fc.constant<InputPart | 'none'>('none') },
    { weight: 2, arbitrary: fc.constantFrom<InputPart | 'none'>(...present) },
  );
  return focus.chain((odd) =>
    fc
      .record({
        role: fc.constantFrom(...target.roles),
        params: odd === 'params' ? params.odd : params.valid,
        query: odd === 'querystring' ? querystring.odd : querystring.valid,
        body: body ? (odd === 'body' ? body.odd : body.valid) : fc.constant<Body>({ headers: {} }),
      })
      .map(({ role, params, query, body }) => ({
        role,
        method: target.method,
        url: `${toPath(target.url, params)}${toQueryString(query)}`,
        payload: body.payload,
        headers: body.headers,
      })),
  );
}
