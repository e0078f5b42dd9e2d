/**
 * Suggestions while typing (issue 25): makes, models, categories and parts whose words start with what was typed
 * (`toy` → Toyota, `cor` → Toyota Corolla), or, past a few letters, that look like it (`toyta` → Toyota). Read from
 * the in-memory vocabulary (search-vocabulary.ts): no query, whatever the size of the catalogue.
 */
import type { SearchSuggestion } from '@abossey/sdk';
import { similarity, trigramsOf } from './search-words.js';

/** A suggestion with what matching reads: its words and trigrams, lowered. */
export interface SuggestionEntry {
  suggestion: SearchSuggestion;
  words: string[];
  trigrams: Set<string>;
}

/** Below this, a label that does not start with the words is not suggested (`toyt`/toyota 0.33 is, at 0.3). */
const LOOKALIKE_MIN_SIMILARITY = 0.3;
const KIND_ORDER: Record<SearchSuggestion['kind'], number> = { make: 0, model: 1, category: 2, part: 3 };

const labelOf = (suggestion: SearchSuggestion): string =>
  [suggestion.make, suggestion.value].filter(Boolean).join(' ');

export function suggestionEntry(suggestion: SearchSuggestion): SuggestionEntry {
  const label = labelOf(suggestion).toLowerCase();
  return { suggestion, words: label.match(/[\p{L}\p{N}]+/gu) ?? [], trigrams: trigramsOf(label) };
}

/**
 * The suggestions for `q`, best first: labels in which every typed word starts a word (those starting with the first
 * typed word first) or, when there are none and four letters or more were typed, look-alikes; within each, makes,
 * models, categories, parts, then the shorter label.
 */
export function suggest(entries: readonly SuggestionEntry[], q: string, limit: number): SearchSuggestion[] {
  const typed = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!typed.length) return [];
  const query = trigramsOf(typed.join(' '));
  const lookalikes = typed.join('').length >= 4;
  const scored: { entry: SuggestionEntry; score: number }[] = [];
  for (const entry of entries) {
    if (typed.every((word) => entry.words.some((own) => own.startsWith(word)))) {
      scored.push({ entry, score: entry.words[0]?.startsWith(typed[0] ?? '') ? 3 : 2 });
    }
  }
  // Look-alikes only when nothing starts with what was typed: a typo, not a word still being typed.
  if (!scored.length && lookalikes) {
    for (const entry of entries) {
      if (similarity(query, entry.trigrams) >= LOOKALIKE_MIN_SIMILARITY) scored.push({ entry, score: 1 });
    }
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.entry.suggestion.kind] - KIND_ORDER[b.entry.suggestion.kind] ||
        labelOf(a.entry.suggestion).length - labelOf(b.entry.suggestion).length ||
        labelOf(a.entry.suggestion).localeCompare(labelOf(b.entry.suggestion)),
    )
    .slice(0, limit)
    .map(({ entry }) => entry.suggestion);
}
