/**
 * Suggestions while typing (issue 25): makes, models, categories and parts from the demo catalogue.
 */
import { searchSuggestResponse } from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from './helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});

afterAll(async () => {
  await t?.close();
});

const suggestions = async (query: string) => {
  const { status, body } = await getJson(t.app, `/api/search/suggest?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return searchSuggestResponse.parse(body).data;
};

describe('GET /api/search/suggest', () => {
  it('suggests the make first, then its models, for the first letters', async () => {
    const found = await suggestions('q=toy');
    expect(found[0]).toEqual({ kind: 'make', value: 'Toyota' });
    expect(found.slice(1).every((s) => s.kind === 'model' && s.make === 'Toyota')).toBe(true);
    expect(found).toHaveLength(6);
  });

  it('matches every typed word at the start of a word, in any case', async () => {
    expect(await suggestions('q=TOYOTA%20cor&limit=3')).toEqual([
      { kind: 'model', make: 'Toyota', value: 'Corolla' },
    ]);
    const brakes = await suggestions('q=brake%20pa');
    expect(brakes.map((s) => s.value)).toContain('Front Brake Pads');
    expect(brakes.every((s) => s.kind === 'part')).toBe(true);
    expect((await suggestions('q=brak&limit=1'))[0]).toEqual({ kind: 'category', value: 'Brakes' });
  });

  it('suggests look-alikes of a mistyped word, and nothing for nonsense', async () => {
    expect((await suggestions('q=toyta'))[0]).toEqual({ kind: 'make', value: 'Toyota' });
    expect(await suggestions('q=qqqqxz')).toEqual([]);
  });

  it('refuses an empty or overlong query and a bad limit with 400 and a message', async () => {
    for (const query of ['q=', 'q=%20%20', `q=${'a'.repeat(61)}`, 'q=toy&limit=0', 'q=toy&limit=11', '']) {
      const { status, body } = await getJson<{ message: string }>(t.app, `/api/search/suggest?${query}`);
      expect(status, query).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });
});
