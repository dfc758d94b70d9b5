import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { containsPattern, intArray, isOneOf, textArray } from './sql-helpers.ts';

const dialect = new PgDialect();

describe('containsPattern', () => {
  it('wraps the text in % and takes its own pattern characters literally', () => {
    expect(containsPattern('maths')).toBe('%maths%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});

describe('the array helpers', () => {
  it('send a list as one parameter, however long', () => {
    expect(dialect.sqlToQuery(isOneOf(sql.raw('id'), [1, 2, 3]))).toMatchObject({
      sql: 'id = ANY($1::int[])',
      params: ['{1,2,3}'],
    });
    expect(dialect.sqlToQuery(textArray(['paid', 'pending_cod']))).toMatchObject({
      sql: '$1::text[]',
      params: ['{paid,pending_cod}'],
    });
  });

  it('refuse values that would change the array they write', () => {
    expect(() => intArray([1.5])).toThrow();
    expect(() => textArray(['a,b'])).toThrow();
    expect(() => textArray(['"x"'])).toThrow();
  });

  describe('on the database', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('match the listed values, and nothing for an empty list', async () => {
      const matches = async (condition: ReturnType<typeof isOneOf>) => {
        const result = (await database.db.execute(
          sql`SELECT n FROM generate_series(1, 5) AS n WHERE ${condition} ORDER BY n`,
        )) as unknown as { rows: { n: number }[] };
        return result.rows.map((row) => Number(row.n));
      };
      expect(await matches(isOneOf(sql.raw('n'), [2, 4, 9]))).toEqual([2, 4]);
      expect(await matches(isOneOf(sql.raw('n'), []))).toEqual([]);
      expect(await matches(sql`n::text = ANY(${textArray(['1', '3'])})`)).toEqual([1, 3]);
    });
  });
});
