import fc from 'fast-check';

/**
 * Values and keys an attacker or a broken client sends: wrong types, numbers at and past every limit, text
 * that databases and parsers choke on, SQL and prototype-pollution keys. Used to replace or add one field of
 * an otherwise valid input, so the odd value reaches the code behind validation too.
 */

/** A number written into JSON text as is: 1e400 parses to Infinity, which JSON.stringify cannot produce. */
export class JsonLiteral {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%_%\\',
  '$1',
  '1) OR (1=1',
  '"; SELECT pg_sleep(0); --',
  "E'\\x00'",
];

const NUMBER_LIKE_TEXT = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x1F',
  '1_000',
  ' 42 ',
  '42abc',
  '٤٢',
  '1.5',
  '-1',
  '9007199254740993',
  '00012',
  '1e-7',
  'true',
  'null',
  'undefined',
];

const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  0.001,
  0.005,
  1e-9,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const NUMBER_LITERALS = [
  '1e400',
  '-1e400',
  '1.00000000000000000001',
  '123456789012345678901234567890',
  '-0.0',
];

const AWKWARD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u202Eevil.exe',
  '\uD800',
  '\uFEFFbom',
  '\r\n\t',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '😀👩‍👩‍👧',
  'Ω≈ç√∫ नमस्ते',
];

/** Lengths just past the usual limits (100, 255, 1000, 5000 …) and well beyond them. */
const LONG_LENGTHS = [101, 256, 1001, 2001, 5001, 20_001, 100_001];

const longText = fc
  .tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom('a', 'é', '😀', '9', ' '))
  .map(([length, unit]) => unit.repeat(length));

const awkwardText = fc.oneof(
  fc.constantFrom(...AWKWARD_TEXT, ...SQL_FRAGMENTS, ...NUMBER_LIKE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  longText,
);

const boundaryNumber = fc.oneof(
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(...NUMBER_LITERALS).map((text) => new JsonLiteral(text)),
);

/** Keys no handler expects, including those that pollute prototypes when copied carelessly. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, ...SQL_FRAGMENTS),
  fc.string({ maxLength: 20 }),
);

/** One odd value: of the wrong type, at a boundary, or text that is hard to store. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: awkwardText, weight: 4 },
  { arbitrary: boundaryNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  {
    arbitrary: fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    weight: 1,
  },
);

/** JSON text of a generated value, with JsonLiteral numbers written as they are; undefined stays undefined. */
export function toJsonText(value: unknown): string | undefined {
  const literals: string[] = [];
  const marker = `\u0001literal${Math.random().toString(36).slice(2)}:`;
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (!(inner instanceof JsonLiteral)) return inner;
    literals.push(inner.text);
    return `${marker}${literals.length - 1}`;
  });
  if (text === undefined || literals.length === 0) return text;
  return literals.reduce(
    (json, literal, index) => json.replace(JSON.stringify(`${marker}${index}`), literal),
    text,
  );
}
