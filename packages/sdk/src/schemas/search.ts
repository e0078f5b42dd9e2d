import { z } from '../zod.js';

/** The longest term or expansion a synonym takes. */
export const SEARCH_SYNONYM_MAX_LENGTH = 60;
/** The most expansions one term has. */
export const SEARCH_SYNONYM_MAX_EXPANSIONS = 10;

/** A term or expansion as an admin types it: trimmed, inner spaces collapsed, lowered (search is case-insensitive). */
const phrase = (required: string) =>
  z.pipe(
    z
      .string({ error: required })
      .check(
        z.trim(),
        z.minLength(1, required),
        z.maxLength(SEARCH_SYNONYM_MAX_LENGTH, 'At most 60 characters'),
      ),
    z.transform((value) => value.replace(/\s+/g, ' ').toLowerCase()),
  );

/** A term of a search synonym (issue 25): what a buyer types. */
export const searchSynonymTerm = phrase('Term is required');

/**
 * A search synonym (issue 25): a word or phrase buyers type (`amortisseur`) and what it also means in the catalogue's
 * words (`shock absorber`). A search for the term also finds its expansions.
 */
export const searchSynonym = z.object({
  term: z.string(),
  expansions: z.array(z.string()),
  updatedAt: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonym>;

export const searchSynonymFields = z.object({
  expansions: z
    .array(phrase('Expansion is required'))
    .check(
      z.minLength(1, 'Add at least one expansion'),
      z.maxLength(SEARCH_SYNONYM_MAX_EXPANSIONS, 'At most 10 expansions'),
    ),
});
export type SearchSynonymFields = z.input<typeof searchSynonymFields>;

/** `PUT /search/synonyms/:term`: the term's expansions (created or replaced). */
export const searchSynonymBody = z.object({ data: searchSynonymFields });
export const searchSynonymParams = z.object({ term: searchSynonymTerm });
export const searchSynonymResponse = z.object({ data: searchSynonym });
export const searchSynonymListResponse = z.object({ data: z.array(searchSynonym) });
export const searchSynonymDeleteResponse = z.object({ data: z.object({ term: z.string() }) });

/** `GET /search/suggest`: what was typed so far. */
export const searchSuggestQuery = z.object({
  q: z
    .string({ error: 'Type something to search' })
    .check(z.trim(), z.minLength(1, 'Type something to search'), z.maxLength(60, 'At most 60 characters')),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10)), 6),
});
export type SearchSuggestQuery = z.input<typeof searchSuggestQuery>;

/**
 * A suggestion while typing (issue 25): a make, a make's model, a part category or a part, each a filter of the product
 * browser (`make=Toyota&model=Corolla`, `category=Brakes`, `part=Front Brake Pads`).
 */
export const searchSuggestion = z.object({
  kind: z.enum(['make', 'model', 'category', 'part']),
  value: z.string(),
  /** The make of a model. */
  make: z.optional(z.string()),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;
export const searchSuggestResponse = z.object({ data: z.array(searchSuggestion) });
