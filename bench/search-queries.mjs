/**
 * What visitors type into the search box, as a seeded, deterministic stream (issue 25: the bench must measure
 * distinct searches, not what the 2-second response cache makes easy). A visitor picks an intent and types it word
 * by word; the stream yields the query at each word boundary and at the end (`brake`, `brake pads`, `brake pads
 * coro`, `brake pads corolla`), as the catalogue search runs then. No query comes twice in a stream, nor in two
 * streams that share `seen` (the warm-up and the measured run), so the response cache never answers one.
 *
 * Intents (docs/spikes/search-plan-2026-11-28.md §4): 50 % part + model, 15 % part + make, 10 % part number (half
 * with its dash, a quarter without, a quarter spaced), 25 % one word (a part, a make or a model). Forms: plurals of
 * part words (`shocks`, `batteries`), a one-letter typo in 20 % of words of five letters or more (`toyta`), and
 * random capitals.
 */

/** mulberry32: a small seeded PRNG, so every run of the bench types the same searches. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const plural = (word) =>
  /(s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;

/** One edit a hurried thumb makes: a letter dropped, doubled, or swapped with the next. */
function typo(word, random) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

const pick = (list, random) => list[Math.floor(random() * list.length)];

/**
 * @param {object} options
 * @param {number} options.seed
 * @param {{ makes: string[], models: string[], parts: string[], partNumbers: string[] }} options.vocabulary words read
 *   from the catalogue: make names, model names, part names ("Brake Pads"), part numbers ("04465-02220")
 * @param {Set<string>} [options.seen] queries already sent (shared between streams; normalised to lower case)
 * @returns {() => string} the next query; throws when the vocabulary cannot give a new one
 */
export function searchQueries({ seed, vocabulary, seen = new Set() }) {
  const random = seededRandom(seed);
  const { makes, models, parts, partNumbers } = vocabulary;
  if (!makes.length || !models.length || !parts.length)
    throw new Error('searchQueries: the vocabulary needs makes, models and parts');

  /** A part as people type it: its name's last two words, lower case, the last one sometimes plural. */
  const partWords = () => {
    const words = pick(parts, random).toLowerCase().split(/\s+/).slice(-2);
    if (random() < 0.3) words[words.length - 1] = plural(words[words.length - 1]);
    return words;
  };
  const partNumber = () => {
    const raw = pick(partNumbers, random);
    const form = random();
    if (form < 0.5) return [raw];
    if (form < 0.75) return [raw.replace(/[\s-]/g, '')];
    return [raw.replace(/-/g, ' ')];
  };

  const intent = () => {
    const roll = random();
    if (roll < 0.5) return [...partWords(), pick(models, random).toLowerCase()];
    if (roll < 0.65) return [...partWords(), pick(makes, random).toLowerCase()];
    if (roll < 0.75 && partNumbers.length) return partNumber();
    const third = random();
    if (third < 0.4) return partWords().slice(-1);
    return [pick(third < 0.7 ? makes : models, random).toLowerCase()];
  };

  const typed = (word) => {
    let out = word.length >= 5 && /^[a-z]+$/.test(word) && random() < 0.2 ? typo(word, random) : word;
    if (random() < 0.1) out = out[0].toUpperCase() + out.slice(1);
    return out;
  };

  /** The queries one visitor's typing sends: one per word boundary, and a half-typed last word now and then. */
  const session = () => {
    const words = intent().map(typed);
    const queries = words.map((_, i) => words.slice(0, i + 1).join(' '));
    const last = words.at(-1);
    if (words.length > 1 && last.length >= 6 && random() < 0.5)
      queries.splice(-1, 0, [...words.slice(0, -1), last.slice(0, 4)].join(' '));
    return queries;
  };

  let queue = [];
  return () => {
    for (let tries = 0; tries < 10_000; tries++) {
      if (queue.length === 0) queue = session();
      const query = queue.shift();
      const key = query.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      return query;
    }
    throw new Error('searchQueries: no new query in 10,000 tries; the vocabulary is too small');
  };
}
