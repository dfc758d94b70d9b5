import { FILLER_WORDS, SYNONYM_GROUPS } from './search-synonyms.ts';

/**
 * What a search asks for, in the words students use (docs/decisions/017-student-search.md).
 *
 * Listings and searches pass through the same normalisation: lower case, initials joined ("H. C." and "h.c"
 * are "hc", "B.Tech" is "btech"), model numbers and codes joined ("fx-991", "fx 991" are "fx991"; "vol. 2" is
 * "vol2"), every other character a space. The server stores each listing's text normalised by the SQL form of
 * these rules (`NORMALISE_RULES[].pg`, a generated column), and normalises searches with the JavaScript form;
 * a test runs both over the same strings.
 *
 * A search is then a list of groups, all of which a listing must match; a group matches if any of its
 * alternatives does, an alternative being a word or words side by side. Alternatives come from the synonym list
 * (search-synonyms.ts).
 */

export interface NormaliseRule {
  /** The rule in JavaScript. */
  js: RegExp;
  /** The same rule as a PostgreSQL regular expression (ARE), applied with the 'g' flag. */
  pg: string;
  /** The replacement, in PostgreSQL's notation (\1); the JavaScript replacement is derived from it. */
  replacement: string;
}

/**
 * Devanagari's letters, vowel signs and digits: Hindi words are words too (issue 33: "भौतिकी" found every
 * listing). Only the danda and double danda (U+0964, U+0965), which end sentences, separate words.
 */
const DEVANAGARI = '\u0900-\u0963\u0966-\u097f';
/** Zero-width joiners, which Hindi keyboards put inside words to choose a letter's shape. */
const ZERO_WIDTH_JOINERS = '\u200c\u200d';

export const NORMALISE_RULES: readonly NormaliseRule[] = [
  // Zero-width joiners vanish: a word is one word whichever shapes its letters take.
  { js: new RegExp(`[${ZERO_WIDTH_JOINERS}]`, 'g'), pg: `[${ZERO_WIDTH_JOINERS}]`, replacement: '' },
  // Apostrophes vanish: "children's" → "childrens".
  { js: /['’`]/g, pg: "['’`]", replacement: '' },
  // A dot between letters joins them: "b.tech" → "btech", "h.c." → "hc.".
  { js: /([a-z])\.(?=[a-z])/g, pg: '([a-z])\\.(?=[a-z])', replacement: '\\1' },
  // Single-letter initials apart: "h. c. verma", "h c verma" → "hc verma".
  { js: /\b([a-z])\.?\s+(?=[a-z]\b)/g, pg: '\\m([a-z])\\.?\\s+(?=[a-z]\\M)', replacement: '\\1' },
  // A code with a hyphen or slash before its number: "fx-991es", "ti - 84" → "fx991es", "ti84".
  { js: /([a-z])\s*[-/]\s*(?=[0-9])/g, pg: '([a-z])\\s*[-/]\\s*(?=[0-9])', replacement: '\\1' },
  // A short word before a short number: "fx 991", "vol. 2", "sem 3" → "fx991", "vol2", "sem3" (not years:
  // "jee 2019" stays apart).
  {
    js: /\b([a-z]{1,3})\.?\s*(?=[0-9]{1,3}(?![0-9]))/g,
    pg: '\\m([a-z]{1,3})\\.?\\s*(?=[0-9]{1,3}(?![0-9]))',
    replacement: '\\1',
  },
  // Everything else separates words.
  { js: new RegExp(`[^a-z0-9${DEVANAGARI}]+`, 'g'), pg: `[^a-z0-9${DEVANAGARI}]+`, replacement: ' ' },
];

/** Text as listings are stored for search: see NORMALISE_RULES. */
export function normaliseSearchText(text: string): string {
  let result = text.toLowerCase();
  for (const rule of NORMALISE_RULES) result = result.replace(rule.js, rule.replacement.replace('\\1', '$1'));
  return result.trim();
}

export function searchTokens(text: string): string[] {
  const normalised = normaliseSearchText(text);
  return normalised ? normalised.split(' ') : [];
}

/** PostgreSQL's English stop words: the English index leaves them out, so a search never requires them. */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

const FILLERS = new Set(FILLER_WORDS);

/** A word of a search in to_tsquery syntax; a prefix match ("fx991" finds "fx991es") when `prefix`. */
export interface SearchWord {
  word: string;
  prefix: boolean;
}

export interface SearchGroup {
  /** The words of the search this group stands for, for matching by spelling. */
  text: string;
  /** Any one of these matches the group; each is words side by side. */
  alternatives: SearchWord[][];
}

interface SynonymIndex {
  /** A member's normalised words, joined by spaces → the members of its group, as word lists. */
  groups: Map<string, string[][]>;
  /** The most words a member has. */
  longest: number;
}

function indexSynonyms(groups: readonly (readonly string[])[]): SynonymIndex {
  const index = new Map<string, string[][]>();
  let longest = 1;
  for (const group of groups) {
    const members = group.map(searchTokens).filter((tokens) => tokens.length > 0);
    for (const member of members) {
      longest = Math.max(longest, member.length);
      const key = member.join(' ');
      const existing = index.get(key);
      // A member named in two groups joins them: both ways of saying it are found.
      index.set(key, existing ? [...existing, ...members] : members);
    }
  }
  return { groups: index, longest };
}

const defaultSynonyms = indexSynonyms(SYNONYM_GROUPS);

const hasLetter = /[a-z]/;
/** A letter of a word as typed, Latin or Devanagari: a half-typed word is matched by prefix. */
const hasTypedLetter = /[a-z\u0900-\u0963\u0970-\u097f]/;
const hasDigit = /[0-9]/;
/** A code such as "fx991" or "sem3": letters, then a number (with perhaps a letter suffix). */
const codePattern = /^([a-z]+)([0-9]+[a-z]*)$/;

/** Codes and model numbers ("fx991", "991", "12th"; not "12", which is a class or a volume): matched by prefix. */
function isCode(word: string): boolean {
  return hasDigit.test(word) && (hasLetter.test(word) || word.length >= 3);
}

function uniqueAlternatives(alternatives: string[][]): string[][] {
  const seen = new Set<string>();
  return alternatives.filter((words) => {
    const key = words.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function alternativesFor(words: string[], synonyms: SynonymIndex): string[][] {
  const alternatives: string[][] = [words];
  const group = synonyms.groups.get(words.join(' '));
  if (group) alternatives.push(...group);
  // "semester3" is also "sem3"; "std12" also "class12": the letters' synonyms with the same number.
  const code = words.length === 1 ? codePattern.exec(words[0] ?? '') : null;
  if (code?.[1] && code[2]) {
    const number = code[2];
    for (const member of synonyms.groups.get(code[1]) ?? []) {
      const last = member.at(-1) ?? '';
      alternatives.push(
        last.length <= 3 ? [...member.slice(0, -1), `${last}${number}`] : [...member, number],
      );
    }
  }
  return uniqueAlternatives(alternatives);
}

/**
 * A search as groups of alternatives (see the top of this file). Filler words ("book", "for sale") and stop
 * words are left out unless nothing else is left; an empty list means the search has no words.
 */
export function parseSearch(query: string, synonyms: SynonymIndex = defaultSynonyms): SearchGroup[] {
  const words = searchTokens(query);
  const found: { text: string; alternatives: string[][]; known: boolean }[] = [];
  let i = 0;
  while (i < words.length) {
    // The longest run of words that is a synonym member ("theory of computation") is one group.
    let matched = 0;
    for (let length = Math.min(synonyms.longest, words.length - i); length > 1; length--) {
      if (synonyms.groups.has(words.slice(i, i + length).join(' '))) {
        matched = length;
        break;
      }
    }
    if (matched > 1) {
      const run = words.slice(i, i + matched);
      found.push({ text: run.join(' '), alternatives: alternativesFor(run, synonyms), known: true });
      i += matched;
      continue;
    }
    const word = words[i] as string;
    const next = words[i + 1];
    // A model's letters typed apart: "fx991 es" is "fx991es" or the two side by side ("991 ex" likewise).
    if (hasDigit.test(word) && next && next.length <= 2 && !hasDigit.test(next) && !STOP_WORDS.has(next)) {
      found.push({ text: `${word} ${next}`, alternatives: [[`${word}${next}`], [word, next]], known: true });
      i += 2;
      continue;
    }
    found.push({
      text: word,
      alternatives: alternativesFor([word], synonyms),
      known: synonyms.groups.has(word),
    });
    i += 1;
  }
  const notStopWord = (group: { text: string }) => !STOP_WORDS.has(group.text);
  const meaningful = found.filter((group) => notStopWord(group) && !FILLERS.has(group.text));
  const groups = meaningful.length > 0 ? meaningful : found.filter(notStopWord);
  return groups.map((group, index) => ({
    text: group.text,
    alternatives: group.alternatives.map((alternative, which) =>
      alternative.map((word) => ({
        word,
        // Codes match by prefix ("fx991" finds "fx991es"), and so does the last word of a search as typed when it
        // is no known word: the student may not have finished typing it ("calc").
        prefix:
          isCode(word) ||
          (index === groups.length - 1 &&
            which === 0 &&
            !group.known &&
            word.length >= 3 &&
            hasTypedLetter.test(word)),
      })),
    ),
  }));
}

/** One alternative in to_tsquery syntax: "fx991:*", "previous <-> year <-> papers". */
export function alternativeToTsquery(alternative: SearchWord[]): string {
  return alternative.map(({ word, prefix }) => (prefix ? `${word}:*` : word)).join(' <-> ');
}

/**
 * A tsquery's text with every lexeme limited to weight A (titles): `'casio' & 'fx991':*` →
 * `'casio':A & 'fx991':*A`. Lexemes are normalised words, so they hold no quote.
 */
export function restrictToTitle(tsquery: string): string {
  return tsquery.replace(/'([^']*)'(:\*)?/g, (_match, lexeme: string, star?: string) =>
    star ? `'${lexeme}':*A` : `'${lexeme}':A`,
  );
}
