/**
 * The bench's search stream (bench/search-queries.mjs) is what makes its search figure honest: run with
 *   node --test bench/search-queries.test.mjs      (part of npm run lint)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchQueries } from './search-queries.mjs';

const vocabulary = {
  makes: ['Toyota', 'Honda', 'Nissan', 'Hyundai', 'Kia', 'Ford'],
  models: [
    'Corolla',
    'Camry',
    'Civic',
    'Accord',
    'Almera',
    'Elantra',
    'Sportage',
    'Ranger',
    'Hilux',
    'Yaris',
  ],
  parts: [
    'Brake Pads',
    'Front Shock Absorber',
    'Car Battery',
    'Spark Plug',
    'Oil Filter',
    'Air Filter',
    'Headlamp',
  ],
  partNumbers: ['04465-02220', '45022-SNA-A01', '90919-01253', '15400-RTA-003'],
};

const take = (next, n) => Array.from({ length: n }, () => next());

test('the same seed types the same searches', () => {
  assert.deepEqual(
    take(searchQueries({ seed: 7, vocabulary }), 300),
    take(searchQueries({ seed: 7, vocabulary }), 300),
  );
  assert.notDeepEqual(
    take(searchQueries({ seed: 7, vocabulary }), 50),
    take(searchQueries({ seed: 8, vocabulary }), 50),
  );
});

test('no search comes twice, within a stream or across streams that share what was sent', () => {
  const seen = new Set();
  const warmUp = take(searchQueries({ seed: 1, vocabulary, seen }), 500);
  const measured = take(searchQueries({ seed: 2, vocabulary, seen }), 1500);
  const all = [...warmUp, ...measured].map((query) => query.toLowerCase());
  assert.equal(new Set(all).size, all.length);
});

test('the stream holds what visitors type: words as they grow, plurals, typos and part numbers in three forms', () => {
  const queries = take(searchQueries({ seed: 3, vocabulary }), 2000);
  const lower = queries.map((query) => query.toLowerCase());
  assert.ok(
    lower.includes('brake') && lower.some((query) => /^brake pads? \w+/.test(query)),
    'words as they grow',
  );
  assert.ok(
    lower.some((query) => /\b(batteries|absorbers|plugs|filters)\b/.test(query)),
    'plurals',
  );
  const known = new Set(
    [...vocabulary.makes, ...vocabulary.models, ...vocabulary.parts.flatMap((part) => part.split(' '))].map(
      (word) => word.toLowerCase(),
    ),
  );
  const typo = lower.find((query) =>
    query
      .split(' ')
      .some(
        (word) =>
          /^[a-z]{4,}$/.test(word) &&
          !known.has(word) &&
          !known.has(word.replace(/e?s$/, '')) &&
          !known.has(word.replace(/ies$/, 'y')),
      ),
  );
  assert.ok(typo, 'a word with a typo');
  assert.ok(queries.includes('04465-02220'), 'a part number with its dash');
  assert.ok(queries.includes('0446502220'), 'a part number without it');
  assert.ok(queries.includes('04465 02220'), 'a part number with a space');
  // Two words or more in most searches (the figure is a two-word search with facets).
  assert.ok(queries.filter((query) => query.includes(' ')).length > queries.length / 2);
});

test('a vocabulary too small for new searches is an error, not an endless loop', () => {
  const tiny = { makes: ['Kia'], models: ['Rio'], parts: ['Horn'], partNumbers: [] };
  const next = searchQueries({ seed: 1, vocabulary: tiny });
  assert.throws(() => take(next, 500), /vocabulary is too small/);
});
