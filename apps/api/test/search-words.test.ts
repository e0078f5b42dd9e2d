import { describe, expect, it } from 'vitest';
import {
  closestTerm,
  literalSearch,
  resolveWords,
  similarity,
  singularOf,
  suggestionFor,
  trigramsOf,
  vocabularyOf,
} from '../src/services/search-words.js';

const vocabulary = vocabularyOf(
  [
    'toyota',
    'corolla',
    'honda',
    'accord',
    'shock',
    'absorber',
    'battery',
    'brake',
    'pads',
    'bosch',
    'filter',
  ],
  new Map([
    ['tyre', ['tire']],
    ['amortisseur', ['shock absorber']],
    ['ắc quy', ['battery']],
  ]),
);
const nothingMatches = async () => false;

describe('search words', () => {
  it('computes similarity as pg_trgm does', () => {
    // select similarity('toyta', 'toyota') = 0.44444445; ('bosh', 'bosch') = 0.375; ('corola', 'corolla') = 0.6666667
    expect(similarity(trigramsOf('toyta'), trigramsOf('toyota'))).toBeCloseTo(4 / 9);
    expect(similarity(trigramsOf('bosh'), trigramsOf('bosch'))).toBeCloseTo(3 / 8);
    expect(similarity(trigramsOf('corola'), trigramsOf('corolla'))).toBeCloseTo(6 / 9);
    expect(trigramsOf('Ab')).toEqual(new Set(['  a', ' ab', 'ab ']));
  });

  it('finds singulars of English plurals, leaving short stems and non-plurals alone', () => {
    expect(singularOf('batteries')).toBe('battery');
    expect(singularOf('shocks')).toBe('shock');
    expect(singularOf('bushes')).toBe('bush');
    expect(singularOf('plugs')).toBe('plug');
    expect(singularOf('pads')).toBeUndefined();
    expect(singularOf('glass')).toBeUndefined();
    expect(singularOf('bonus')).toBeUndefined();
    expect(singularOf('chassis')).toBeUndefined();
  });

  it('corrects a word nothing contains to the closest catalogue term, keeping the word', async () => {
    const resolved = await resolveWords(['toyta', 'corola'], vocabulary, nothingMatches);
    expect(resolved.groups).toEqual([
      ['toyota', 'toyta'],
      ['corola', 'corolla'],
    ]);
    expect(resolved.corrections).toEqual([
      { word: 'toyta', term: 'toyota' },
      { word: 'corola', term: 'corolla' },
    ]);
  });

  it('leaves alone a word some product contains, a fragment of a term, a short word and a part number', async () => {
    const asked: string[][] = [];
    const resolved = await resolveWords(['chassis', 'coro', 'cap', '04465'], vocabulary, async (forms) => {
      asked.push([...forms]);
      return true;
    });
    expect(resolved.corrections).toEqual([]);
    expect(resolved.groups).toEqual([['chassis'], ['coro'], ['cap'], ['04465']]);
    // Only the word that is no fragment of a term was looked up.
    expect(asked).toEqual([['chassis']]);
  });

  it('adds singulars and synonyms, drops alternatives a shorter one already finds, and joins synonym phrases', async () => {
    const resolved = await resolveWords(
      ['shocks', 'tyre', 'amortisseur', 'ắc', 'quy'],
      vocabulary,
      nothingMatches,
    );
    expect(resolved.groups).toEqual([
      ['shock'],
      ['tire', 'tyre'],
      ['amortisseur', 'shock absorber'],
      ['battery', 'ắc quy'],
    ]);
    expect(resolved.corrections).toEqual([]);
  });

  it('offers "did you mean" further than it corrects', () => {
    expect(closestTerm(vocabulary, 'wxyz', 0.25)).toBeUndefined();
    expect(closestTerm(vocabulary, 'brk', 0.25)).toBe('brake');
    expect(suggestionFor(['toyta', 'brake'], vocabulary)).toBe('toyota brake');
    expect(suggestionFor(['brake', 'pads'], vocabulary)).toBeUndefined();
  });

  it('matches words as typed when not resolved', () => {
    expect(literalSearch(' Brake  PADS ')).toEqual({ groups: [['brake'], ['pads']], corrections: [] });
  });
});
