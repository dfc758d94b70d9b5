import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Small SQL pieces several modules' queries share. */

/** `%text%` for ILIKE, with the pattern characters of the text itself (`\`, `%`, `_`) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `'{1,2,3}'::int[]`: a list of ids as one parameter however many there are, on both drivers (PGlite and
 * node-postgres), so a long list never becomes thousands of parameters.
 */
export function intArray(ids: readonly number[]): SQL {
  if (!ids.every(Number.isInteger)) throw new Error('intArray takes integers only');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * `'{a,b}'::text[]` for fixed words such as statuses, as one parameter. Only plain words: a comma, quote,
 * brace, backslash or space would change the array's meaning, so it is refused.
 */
export function textArray(words: readonly string[]): SQL {
  if (!words.every((word) => /^[A-Za-z0-9_-]+$/.test(word)))
    throw new Error('textArray takes plain words only');
  return sql`${`{${words.join(',')}}`}::text[]`;
}

/** `column = ANY('{1,2,3}'::int[])`: the column is one of the ids (none when the list is empty). */
export function isOneOf(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${intArray(ids)})`;
}
