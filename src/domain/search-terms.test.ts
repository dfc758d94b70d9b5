import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYNONYM_GROUPS } from './search-synonyms.ts';
import {
  alternativeToTsquery,
  normaliseSearchText,
  parseSearch,
  restrictToTitle,
  searchTokens,
} from './search-terms.ts';

const asTsquery = (query: string) =>
  parseSearch(query).map((group) => group.alternatives.map(alternativeToTsquery));

describe('normaliseSearchText', () => {
  it.each([
    ['Casio fx-991ES Plus', 'casio fx991es plus'],
    ['fx 991ms', 'fx991ms'],
    ['FX - 82MS', 'fx82ms'],
    ['H.C. Verma', 'hc verma'],
    ['H. C. Verma', 'hc verma'],
    ['h c verma', 'hc verma'],
    ['B.Tech sem 3', 'btech sem3'],
    ['Vol. 2', 'vol2'],
    ["Children's atlas", 'childrens atlas'],
    ['JEE 2019 papers', 'jee 2019 papers'],
    ['Class 12', 'class 12'],
    ['  RD   Sharma!! ', 'rd sharma'],
  ])('%s → %s', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised);
  });

  it('gives no tokens for text without letters or digits', () => {
    expect(searchTokens(' -- !! ')).toEqual([]);
  });
});

describe('parseSearch', () => {
  it('expands short forms and synonyms both ways', () => {
    expect(asTsquery('maths')).toEqual([['maths', 'math', 'mathematics', 'mathematic', 'गणित']]);
    expect(asTsquery('mathematics')[0]).toContain('maths');
    expect(asTsquery('chem')[0]).toContain('chemistry');
    expect(asTsquery('mumbai')[0]).toContain('bombay');
  });

  it('reads a synonym of several words as one group, in either direction', () => {
    expect(asTsquery('previous year papers physics')).toHaveLength(2);
    expect(asTsquery('previous year papers physics')[0]).toContain('pyq');
    expect(asTsquery('pyq')[0]).toContain('previous <-> year <-> papers');
    expect(asTsquery('class xii')[0]).toContain('class <-> 12');
  });

  it('matches codes by prefix and joins a model suffix typed apart', () => {
    expect(asTsquery('fx991')).toEqual([['fx991:*']]);
    expect(asTsquery('fx 991 es')).toEqual([['fx991es:*', 'fx991:* <-> es']]);
    expect(asTsquery('sem 3')[0]).toEqual(['sem3:*', 'semester <-> 3']);
  });

  it('reads Hindi words, and matches the common ones to their English', () => {
    expect(asTsquery('कैलकुलेटर')[0]).toContain('calculator');
    const physics = asTsquery('भौतिकी की किताब');
    expect(physics).toHaveLength(1);
    expect(new Set(physics[0])).toEqual(new Set(asTsquery('physics')[0]));
    expect(asTsquery('एच सी वर्मा')).toEqual([
      ['एच <-> सी', 'एचसी', 'hc'],
      ['वर्मा', 'verma'],
    ]);
    // A word the list does not know is still searched, as written.
    expect(asTsquery('पाठ्यपुस्तक')).toEqual([['पाठ्यपुस्तक:*']]);
    // The danda ends a sentence, like a full stop; zero-width joiners do not split a word.
    expect(parseSearch('गणित। अंग्रे\u200dज़ी').map((group) => group.text)).toEqual(['गणित', 'अंग्रेज़ी']);
  });

  it('leaves out filler and stop words unless nothing else is left', () => {
    expect(parseSearch('hc verma book for sale').map((group) => group.text)).toEqual(['hc', 'verma']);
    expect(parseSearch('books').map((group) => group.text)).toEqual(['books']);
    expect(parseSearch('the')).toEqual([]);
    expect(parseSearch('!!')).toEqual([]);
  });

  it('matches the last word by prefix while it may be half typed, not a known word', () => {
    expect(asTsquery('casio calc')).toEqual([['casio'], ['calc:*']]);
    expect(asTsquery('casio 12')).toEqual([['casio'], ['12']]);
    expect(asTsquery('casio 991 ex')).toEqual([['casio'], ['991ex:*', '991:* <-> ex']]);
    expect(asTsquery('calc bio')).toEqual([['calc'], ['bio', 'biology', 'जीव <-> विज्ञान', 'जीवविज्ञान']]);
  });
});

describe('the synonym list', () => {
  it('names each member once, so every member belongs to one group', () => {
    const seen = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, index) => {
      for (const member of group) {
        const key = normaliseSearchText(member);
        expect(seen.get(key), `"${member}" is in two groups`).toBeUndefined();
        seen.set(key, index);
      }
    });
  });
});

describe('restrictToTitle', () => {
  it('limits every lexeme to weight A', () => {
    expect(restrictToTitle("'casio' & ( 'fx991':* | 'fx' <-> '991' )")).toBe(
      "'casio':A & ( 'fx991':*A | 'fx':A <-> '991':A )",
    );
  });
});

describe('parseSearch on any input', () => {
  it('only ever yields lower-case letters, digits and Devanagari as words, so the tsquery text is safe', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (query) => {
        for (const group of parseSearch(query)) {
          for (const alternative of group.alternatives) {
            expect(alternative.length).toBeGreaterThan(0);
            for (const { word } of alternative) expect(word).toMatch(/^[a-z0-9\u0900-\u0963\u0966-\u097f]+$/);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
