/**
 * What a buyer's search words mean (issue 25: search that forgives), worked out before any product is read.
 *
 * Each word becomes a group of alternatives, any of which may appear in a product's `search_text` (§5's rule that every
 * word must match holds group by group):
 * - the word itself (so nothing that matched before stops matching);
 * - its singular (`shocks` → `shock`, `batteries` → `battery`): the catalogue names parts in the singular, and a
 *   substring match of the singular also finds the plural;
 * - its synonyms, from `search_synonyms` (data an admin edits: `tyre` → `tire`, `amortisseur` → `shock absorber`);
 *   adjacent words that a synonym names as a phrase (`ắc quy` → `battery`) are one unit;
 * - a correction, for a word no product contains (`toyta` → `toyota`): the catalogue term most like it by trigram
 *   similarity, computed as pg_trgm's `similarity()` does.
 * Alternatives that contain another alternative are dropped (`shocks` is found by `%shock%` already).
 */

/** Splits `q` on whitespace (§5). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean);
}

/** Escapes LIKE's wildcards so a search word matches literally (`50%` finds "50%", not everything). */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A correction needs this much trigram similarity (`toyta`/toyota 0.44, `bosh`/bosch 0.38, `corola`/corolla 0.67). */
const CORRECTION_MIN_SIMILARITY = 0.35;
/** "Did you mean" (offered when nothing matched) reaches further than an applied correction. */
const SUGGESTION_MIN_SIMILARITY = 0.25;
/** Shorter words are not corrected: three letters have too many neighbours (`cap`, `car`, `cam`). */
const MIN_CORRECTED_LENGTH = 4;

/** The singular of an English plural, or undefined (`batteries` → `battery`, `shocks` → `shock`, `glass` stays). */
export function singularOf(word: string): string | undefined {
  let stem: string | undefined;
  if (/[^aeiou]ies$/.test(word)) stem = `${word.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(word)) stem = word.slice(0, -2);
  else if (/[^isu]s$/.test(word)) stem = word.slice(0, -1); // not `chassis`, `bonus`, `glass`
  // A short stem matches too much as a substring (`pads` → `pad` in "padding"); "pads" finds "brake pads" anyway.
  return stem && stem.length >= 4 ? stem : undefined;
}

/** pg_trgm's trigrams of a text: each run of letters and digits, lowered, padded with two spaces before and one after. */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3).join(''));
  }
  return trigrams;
}

/** pg_trgm's `similarity(a, b)`: shared trigrams over all distinct trigrams of both. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** The catalogue's terms (makes, models, part names and categories, words of product names), lowered. */
export interface Vocabulary {
  terms: readonly { term: string; trigrams: Set<string> }[];
  /** Lowered word or phrase → what it also means. */
  synonyms: ReadonlyMap<string, readonly string[]>;
}

export function vocabularyOf(
  terms: Iterable<string>,
  synonyms: ReadonlyMap<string, readonly string[]>,
): Vocabulary {
  return {
    terms: [...new Set(terms)].sort().map((term) => ({ term, trigrams: trigramsOf(term) })),
    synonyms,
  };
}

/** The term most like `word` at `minSimilarity` or more (ties: the shorter, then the first in order), if any. */
export function closestTerm(vocabulary: Vocabulary, word: string, minSimilarity: number): string | undefined {
  const trigrams = trigramsOf(word);
  let best: { term: string; score: number } | undefined;
  for (const { term, trigrams: other } of vocabulary.terms) {
    if (term === word) return undefined;
    const score = similarity(trigrams, other);
    if (score < minSimilarity) continue;
    if (!best || score > best.score || (score === best.score && term.length < best.term.length)) {
      best = { term, score };
    }
  }
  return best?.term;
}

/** Whether a word is worth correcting at all: long enough, letters only (part numbers and sizes are left alone). */
function isCorrectable(word: string): boolean {
  return [...word].length >= MIN_CORRECTED_LENGTH && /^\p{L}+$/u.test(word);
}

/** Whether `word` lies inside some vocabulary term, so it surely matches something (no query needed). */
function isKnownFragment(vocabulary: Vocabulary, word: string): boolean {
  return vocabulary.terms.some(({ term }) => term.includes(word));
}

/** The search's groups of alternatives, and the corrections made (shown to the buyer: "Showing results for …"). */
export interface ResolvedSearch {
  groups: string[][];
  corrections: { word: string; term: string }[];
}

/** `q` as typed: each lowered word its own group, nothing corrected (callers that do not resolve). */
export function literalSearch(q: string | undefined): ResolvedSearch {
  return { groups: searchWords(q).map((word) => [word.toLowerCase()]), corrections: [] };
}

/**
 * Resolves lowered `words` into groups. `matchesAnything(forms)` says whether any product contains one of a word's
 * forms (a query); it is asked only for correctable words none of whose forms is a fragment of a vocabulary term.
 */
export async function resolveWords(
  words: readonly string[],
  vocabulary: Vocabulary,
  matchesAnything: (forms: readonly string[]) => Promise<boolean>,
): Promise<ResolvedSearch> {
  const corrections: ResolvedSearch['corrections'] = [];
  const groups: string[][] = [];
  for (const word of phrasesOf(words, vocabulary.synonyms)) {
    const alternatives = new Set([word]);
    const singular = singularOf(word);
    if (singular) alternatives.add(singular);
    for (const form of [...alternatives]) {
      for (const synonym of vocabulary.synonyms.get(form) ?? []) alternatives.add(synonym);
    }
    const forms = withoutRedundant([...alternatives]);
    if (
      isCorrectable(word) &&
      !forms.some((form) => isKnownFragment(vocabulary, form)) &&
      !(await matchesAnything(forms))
    ) {
      const term = closestTerm(vocabulary, word, CORRECTION_MIN_SIMILARITY);
      if (term) {
        alternatives.add(term);
        corrections.push({ word, term });
      }
    }
    groups.push(withoutRedundant([...alternatives]));
  }
  return { groups, corrections };
}

/** The longest phrase a synonym names is one unit (`boîte de vitesses`, `ắc quy`); other words stay single. */
const MAX_PHRASE_WORDS = 4;
function phrasesOf(words: readonly string[], synonyms: Vocabulary['synonyms']): string[] {
  const units: string[] = [];
  for (let i = 0; i < words.length; ) {
    let length = Math.min(MAX_PHRASE_WORDS, words.length - i);
    while (length > 1 && !synonyms.has(words.slice(i, i + length).join(' '))) length--;
    units.push(words.slice(i, i + length).join(' '));
    i += length;
  }
  return units;
}

/** Drops every alternative that contains another one (a substring match of the shorter finds it), sorted. */
function withoutRedundant(alternatives: string[]): string[] {
  return alternatives.filter((a) => !alternatives.some((b) => b !== a && a.includes(b))).sort();
}

/**
 * "Did you mean": `words` with each correctable word that is no vocabulary fragment replaced by its closest term
 * (reaching further than a correction), or undefined when no word changes.
 */
export function suggestionFor(words: readonly string[], vocabulary: Vocabulary): string | undefined {
  let changed = false;
  const suggested = words.map((word) => {
    if (!isCorrectable(word) || isKnownFragment(vocabulary, word)) return word;
    const term = closestTerm(vocabulary, word, SUGGESTION_MIN_SIMILARITY);
    if (!term) return word;
    changed = true;
    return term;
  });
  return changed ? suggested.join(' ') : undefined;
}
