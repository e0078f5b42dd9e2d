/**
 * Search synonyms (issue 25): seeded in five languages, edited by admins, applied to the next search.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { searchSynonymListResponse } from '@abossey/sdk';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSynonyms } from '../src/db/schema.js';
import { createTestApp, createUser, dbKind, getJson, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  admin = (await createUser(t.app, 'admin')).token;
});

afterAll(async () => {
  await t?.close();
});

const send = (method: 'PUT' | 'DELETE', term: string, body?: object) =>
  t.app.inject({
    method,
    url: `/api/search/synonyms/${encodeURIComponent(term)}`,
    headers: { authorization: `Bearer ${admin}` },
    payload: body,
  });

const totalFor = async (q: string) => {
  const { status, body } = await getJson(t.app, `/api/products?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return (body as { meta: { total: number } }).meta.total;
};

describe('search synonyms', () => {
  it('lists the seeded synonyms of the five languages, by term', async () => {
    const response = await t.app.inject({
      url: '/api/search/synonyms',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const { data } = searchSynonymListResponse.parse(response.json());
    const terms = data.map((s) => s.term);
    expect(terms).toEqual([...terms].sort());
    for (const term of ['amortisseur', 'ắc quy', '电池', 'بطارية', 'tyre']) expect(terms).toContain(term);
  });

  it('applies an edit to the next search and takes it back on delete', async () => {
    expect(await totalFor('bakkie')).toBe(0);
    const saved = await send('PUT', '  Bakkie ', {
      data: { expansions: ['Shock  Absorber', 'shock absorber'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ term: 'bakkie', expansions: ['shock absorber'] });
    const found = await totalFor('bakkie');
    expect(found).toBeGreaterThan(0);
    expect(found).toBe(await totalFor('shock absorber'));

    expect((await send('DELETE', 'bakkie')).statusCode).toBe(200);
    expect(await totalFor('bakkie')).toBe(0);
    expect((await send('DELETE', 'bakkie')).statusCode).toBe(404);
  });

  // PostgreSQL only: it needs a second connection to hold a lock while the vocabulary loads (PGlite has one).
  it.runIf(dbKind === 'postgres')(
    'applies an edit saved while a vocabulary load that read the old synonyms is still running',
    async () => {
      const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
      const locker = await pool.connect();
      const waiting = async () =>
        (
          await pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query ilike '%from parts%'`,
          )
        ).rows[0]?.n ?? 0;
      let inFlight: Promise<unknown> | undefined;
      try {
        // The load reads the synonyms, then waits on the parts table: it is running with the old synonyms.
        await locker.query('begin');
        await locker.query('lock table parts in access exclusive mode');
        t.app.searchVocabulary.invalidate();
        inFlight = t.app.searchVocabulary.get();
        while ((await waiting()) < 2) await sleep(10);

        const saved = await send('PUT', 'kombi', { data: { expansions: ['brake pads'] } });
        expect(saved.statusCode, saved.body).toBe(200);
        // The next search starts while that load is still running.
        const next = t.app.searchVocabulary.get();
        await locker.query('commit');
        await Promise.all([inFlight, next]);
      } finally {
        await locker.query('rollback').catch(() => undefined);
        locker.release();
        await inFlight?.catch(() => undefined);
      }
      try {
        expect(await totalFor('kombi')).toBeGreaterThan(0);
        expect(await totalFor('kombi')).toBe(await totalFor('brake pads'));
      } finally {
        await send('DELETE', 'kombi');
      }
    },
  );

  it('refuses bad input with a message and changes nothing', async () => {
    const before = await t.app.db.select().from(searchSynonyms);
    for (const [term, body] of [
      ['tyre', { data: { expansions: [] } }],
      ['tyre', { data: { expansions: ['tyre'] } }],
      ['tyre', { data: { expansions: ['x'.repeat(61)] } }],
      ['tyre', { data: { expansions: Array.from({ length: 11 }, (_, i) => `w${i}`) } }],
      ['tyre', {}],
      [' ', { data: { expansions: ['tire'] } }],
    ] as const) {
      const response = await send('PUT', term, body);
      expect(response.statusCode, `${term} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await t.app.db.select().from(searchSynonyms)).toEqual(before);
  });
});
