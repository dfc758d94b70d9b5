import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { AnswerTooLargeError, type ReadOnlyQueryOptions } from './read-only-console.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Options with a byte budget, counting how many rows were measured (each row read is measured once). */
function budget(maxBytes: number) {
  const measured: number[] = [];
  const options: ReadOnlyQueryOptions = {
    kind: 'query',
    timeoutMs: 5000,
    rowCap: 500,
    maxBytes,
    rowBytes: (_columns, values) => {
      const size = JSON.stringify(values).length;
      measured.push(size);
      return size;
    },
  };
  return { options, measured };
}

describe('the read-only console', () => {
  it('stops reading as soon as the rows pass the byte budget, without reading the rest of the answer', async () => {
    // 500 rows of 1 MB would be 500 MB in memory if they were read before being measured.
    const { options, measured } = budget(5 * 1024 * 1024);
    const reading = database.readOnlyConsole.query(
      "SELECT n, repeat('x', 1000000) AS filler FROM generate_series(1, 500) AS n",
      options,
    );
    await expect(reading).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(measured.length).toBeLessThanOrEqual(6);
  });

  it('reads every row up to the cap in a few fetches when rows are small, and says when there were more', async () => {
    const { options, measured } = budget(5 * 1024 * 1024);
    const result = await database.readOnlyConsole.query(
      'SELECT n FROM generate_series(1, 2000) AS n',
      options,
    );
    expect(result.rows).toHaveLength(500);
    expect(result.rows.at(-1)).toEqual([500]);
    expect(result.truncated).toBe(true);
    expect(measured).toHaveLength(500);
  });

  it('returns an answer of exactly the row cap as complete, and one of exactly the byte budget', async () => {
    const { options, measured } = budget(5 * 1024 * 1024);
    const atCap = await database.readOnlyConsole.query('SELECT n FROM generate_series(1, 500) AS n', options);
    expect(atCap.rows).toHaveLength(500);
    expect(atCap.truncated).toBe(false);

    const exactBudget = measured.reduce((sum, size) => sum + size, 0);
    const atBudget = await database.readOnlyConsole.query('SELECT n FROM generate_series(1, 500) AS n', {
      ...options,
      maxBytes: exactBudget,
    });
    expect(atBudget.rows).toHaveLength(500);
    await expect(
      database.readOnlyConsole.query('SELECT n FROM generate_series(1, 500) AS n', {
        ...options,
        maxBytes: exactBudget - 1,
      }),
    ).rejects.toBeInstanceOf(AnswerTooLargeError);
  });

  it('keeps EXPLAIN output within the same byte budget', async () => {
    const { options } = budget(10);
    const explaining = database.readOnlyConsole.query('EXPLAIN SELECT n FROM generate_series(1, 3) AS n', {
      ...options,
      kind: 'explain',
    });
    await expect(explaining).rejects.toBeInstanceOf(AnswerTooLargeError);
  });

  it('gives out two slots at a time, shared by everyone using this database handle', () => {
    const first = database.readOnlyConsole.reserve();
    const second = database.readOnlyConsole.reserve();
    expect(database.readOnlyConsole.reserve()).toBeUndefined();
    first?.();
    const third = database.readOnlyConsole.reserve();
    expect(third).toBeTypeOf('function');
    second?.();
    third?.();
  });
});
