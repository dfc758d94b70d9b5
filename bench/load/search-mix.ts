/**
 * A realistic search load (issue 17): over a thousand different searches over the benchmark catalogue's own words,
 * asked as a search log asks them — a few very often, most rarely (Zipf's law, exponent 1). Deterministic, so
 * every run and its database floor load the same mix.
 */
import { CATEGORIES } from '../../src/domain/catalogue.ts';
import { AUTHORS, CITIES, EXAMS, INSTITUTES, SUBJECTS, THINGS } from '../catalogue-words.ts';

// More than a thousand, so that well over a thousand different ones are among the draws.
const DISTINCT_SEARCHES = 1200;
const DRAWS = 20_000;

/** A small seeded generator (mulberry32): the same numbers on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lower = (text: string) => text.toLowerCase();
const firstWord = (text: string) => lower(text).split(/[\s,]+/)[0] ?? '';

/** Searches a student types, from the catalogue's words: subjects, authors, exams, things, places, filters. */
function distinctSearches(random: () => number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const things = Object.values(THINGS).flat();
  const makers: (() => URLSearchParams)[] = [
    () => new URLSearchParams({ q: lower(pick(SUBJECTS)) }),
    () => new URLSearchParams({ q: firstWord(pick(SUBJECTS)) }),
    () => new URLSearchParams({ q: `${lower(pick(AUTHORS))} ${firstWord(pick(SUBJECTS))}` }),
    () => new URLSearchParams({ q: lower(pick(AUTHORS)) }),
    () => new URLSearchParams({ q: `${lower(pick(EXAMS))} preparation` }),
    () =>
      new URLSearchParams({ q: `${firstWord(pick(SUBJECTS))} notes sem ${1 + Math.floor(random() * 8)}` }),
    () => new URLSearchParams({ q: lower(pick(things)).split(',')[0] ?? '' }),
    () => new URLSearchParams({ q: `${firstWord(pick(SUBJECTS))} ${lower(pick(CITIES)[0])}` }),
    () => new URLSearchParams({ q: lower(pick(INSTITUTES)) }),
    () => new URLSearchParams({ q: firstWord(pick(SUBJECTS)), category: pick(CATEGORIES) }),
    () =>
      new URLSearchParams({
        q: lower(pick(SUBJECTS)),
        maxPrice: String(100 * (1 + Math.floor(random() * 10))),
      }),
    () => new URLSearchParams({ q: firstWord(pick(SUBJECTS)), sort: 'price_asc' }),
  ];
  const searches = new Set<string>();
  while (searches.size < DISTINCT_SEARCHES) searches.add(`/api/products?${pick(makers)().toString()}`);
  return [...searches];
}

/** DRAWS request paths: the search of rank r drawn with probability proportional to 1/r. */
export function zipfSearchPaths(): string[] {
  const random = seeded(17);
  const searches = distinctSearches(random);
  const weights = searches.map((_search, rank) => 1 / (rank + 1));
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight;
    cumulative.push(sum);
  }
  return Array.from({ length: DRAWS }, () => {
    const point = random() * sum;
    const rank = cumulative.findIndex((bound) => bound >= point);
    return searches[rank] as string;
  });
}
