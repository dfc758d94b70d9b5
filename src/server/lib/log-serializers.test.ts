import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/build-test-app.ts';
import { serializeError } from './log-serializers.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => {
      throw new Error('the query succeeded');
    },
    (error: unknown) => error,
  );
}

describe('errors in the log', () => {
  it("keep a failed query's SQLSTATE and statement, never its values or PostgreSQL's message quoting them", async () => {
    const error = await failure(() => database.db.execute(sql`select ${'Priya Sharma'}::int as phone`));
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('Priya');
    expect(JSON.stringify(logged)).not.toContain('Sharma');
    expect(logged).toMatchObject({ message: 'Database query failed', statement: 'select $1::int as phone' });
    // 22P02: invalid_text_representation, raised by PostgreSQL itself (the driver's error is the cause).
    expect(JSON.stringify(logged)).toContain('"sqlState":"22P02"');
    expect(logged.stack).not.toContain('Priya');
  });

  it('keep a constraint violation to its names, without the key values PostgreSQL puts in its detail', async () => {
    await database.db.execute(sql`create temporary table phones (phone text primary key)`);
    await database.db.execute(sql`insert into phones values ('9876543210')`);
    const error = await failure(() => database.db.execute(sql`insert into phones values (${'9876543210'})`));
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('9876543210');
    expect(logged).toContain('"sqlState":"23505"');
    expect(logged).toContain('phones_pkey');
  });

  it('keep everything of an error that is not the database’s', () => {
    const logged = serializeError(
      new TypeError('undefined is not a function', { cause: new Error('deeper') }),
    );
    expect(logged).toMatchObject({
      type: 'TypeError',
      message: 'undefined is not a function',
      cause: { type: 'Error', message: 'deeper' },
    });
    expect(logged.stack).toContain('TypeError: undefined is not a function');
  });
});
