import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../../domain/search-terms.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { openTestDatabase } from '../../test/build-test-app.ts';
import { evaluateRelevance, loadRelevanceCatalogue } from '../../test/relevance/evaluate.ts';
import { RELEVANCE_QUERIES } from '../../test/relevance/queries.ts';
import { normalisedSql } from './products.tables.ts';

/** Search quality (docs/decisions/017-student-search.md); the whole set runs in `npm run bench:search`. */

describe('normalisation in SQL and in JavaScript', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives the same text for listings as for searches', async () => {
    const samples = [
      'Casio fx-991ES Plus',
      'FX 991MS calculator',
      'TI-84 Plus / HP 10s+',
      'Concepts of Physics Vol. 2 by H.C. Verma',
      'H. C. Verma, h c verma',
      "B.Tech Sem 3 notes, Children's atlas",
      'JEE 2019 papers, class 12, std 12, PH107, ma 105',
      '  RD   Sharma!! (XII)  ',
      'fx -  82ms — “quotes” ‘apostrophes’',
      'भौतिकी की किताब। कक्षा 11 ॥ एच.सी. वर्मा, अंग्रे\u200dज़ी',
    ];
    for (const text of samples) {
      const result = (await database.db.execute(
        sql`select ${normalisedSql(sql`${text}::text`)} as normalised`,
      )) as unknown as { rows: { normalised: string }[] };
      expect(result.rows[0]?.normalised, text).toBe(normaliseSearchText(text));
    }
  });
});

describe('the relevance set', () => {
  // Always a fresh in-memory PGlite: the catalogue must be the only listings.
  let database: DatabaseHandle;
  let ids: Map<string, number>;
  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    ids = await loadRelevanceCatalogue(database.db);
  });
  afterAll(() => database.close());

  // A few of each kind; a regression in any rule fails here, before the benchmark.
  const representative = [
    'fx 991ms',
    'casio 991 ex',
    'h c verma vol ii',
    'rd sharma xi',
    'ncert phy xii',
    'neet previous year papers',
    'gate cse pyq',
    'hc verma concpets of physics',
    'galvin operating sytem',
    'iit bombay notes',
    'calculator bangalore',
    'btech mech 2nd year notes',
    'coep thermodynamics',
  ];

  it('finds the listing among the first three for representative searches', async () => {
    const queries = RELEVANCE_QUERIES.filter((query) => representative.includes(query.q));
    expect(queries).toHaveLength(representative.length);
    const report = await evaluateRelevance(database.db, ids, queries);
    expect(report.misses.map((miss) => `${miss.q} → ${miss.top.slice(0, 3).join(', ')}`)).toEqual([]);
  });

  it('ranks a listing whose title has every word above one whose description mentions them', async () => {
    const report = await evaluateRelevance(database.db, ids, [{ q: 'hc verma vol 1', relevant: ['hcv-1'] }]);
    expect(report.outcomes[0]?.top[0]).toBe('hcv-1');
    expect(report.outcomes[0]?.top.indexOf('formula-booklet')).toBeGreaterThan(0);
  });
});
