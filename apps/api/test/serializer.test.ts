import { userResponse } from '@abossey/sdk';
import fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from '../src/serializer.js';
import { createTestApp, type TestApp } from './helpers.js';
import { hostile, NASTY_STRINGS, validish } from './zod-arbitrary.js';

/**
 * The compiled response serializer (docs/adr/0016) against fastify-type-provider-zod's (zod-encode, then
 * JSON.stringify): the same bytes, or the same error, for every response schema of every API route. The whole API
 * suite also runs with `verifySerializer` (test/helpers.ts), which compares the two on every real answer.
 */

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are walked structurally
type Def = any;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Keys no response schema declares: they must never come out. */
const SECRETS = {
  passwordHash: '$argon2id$v=19$SECRET',
  resetTokenHash: 'SECRET',
  sessionSecret: { key: 'SECRET' },
};

/** Values that pass the response schemas (their checks here are int and positive), with unknown keys on every object. */
function valid(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const keys = Object.keys(def.shape);
      const shape = fc.record(
        Object.fromEntries(keys.map((key) => [key, valid(def.shape[key], depth + 1)])),
        {
          requiredKeys: keys.filter((key) => defOf(def.shape[key]).type !== 'optional'),
        },
      );
      return fc.tuple(shape, fc.subarray(Object.keys(SECRETS))).map(([value, extra]) => ({
        ...value,
        ...Object.fromEntries(extra.map((key) => [key, SECRETS[key as keyof typeof SECRETS]])),
      }));
    }
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 10 }),
        fc.constantFrom(...NASTY_STRINGS),
      );
    case 'number': {
      const checks = (def.checks ?? []).map((check: Def) => check._zod.def);
      const int = checks.some((check: Def) => check.check === 'number_format');
      const positive = checks.some((check: Def) => check.check === 'greater_than');
      const ints = fc.integer({ min: positive ? 1 : -1000, max: 2 ** 40 });
      return int
        ? ints
        : fc.oneof(ints, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(-0));
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'optional':
      return fc.oneof(valid(def.innerType, depth + 1), fc.constant(undefined));
    case 'nullable':
      return fc.oneof(valid(def.innerType, depth + 1), fc.constant(null));
    case 'array':
      return fc.array(valid(def.element, depth + 1), { maxLength: depth < 3 ? 3 : 1 });
    case 'union':
      return fc.oneof(...def.options.map((option: unknown) => valid(option, depth + 1)));
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('2', '10', '__proto__')),
        valid(def.valueType, depth + 1),
        { maxKeys: 3 },
      );
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`no generator for ${def.type}`);
  }
}

type Serializer = (data: unknown) => string;

/** The bytes, or the error's message and zod issues. */
function outcome(serialize: Serializer, data: unknown) {
  try {
    return { json: serialize(data) };
  } catch (error) {
    const { message, cause } = error as Error & { cause?: { issues?: unknown } };
    return { error: message, issues: cause?.issues };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t.close());

describe('compiled response serializer', () => {
  it('writes what zod writes, for every response schema of every API route', () => {
    const compile = createSerializerCompiler();
    let schemas = 0;
    for (const route of t.app.apiRoutes)
      for (const [httpStatus, schema] of Object.entries(route.response ?? {})) {
        const input = { schema, method: route.method, url: route.url, httpStatus } as never;
        const expected: Serializer = zodSerializerCompiler(input);
        const actual: Serializer = compile(input);
        let accepted = 0;
        fc.assert(
          fc.property(valid(schema), (data) => {
            const result = outcome(actual, data);
            expect(result, `${route.method} ${route.url} ${httpStatus}`).toEqual(outcome(expected, data));
            if (result.json !== undefined) {
              accepted++;
              expect(result.json).not.toContain('SECRET');
            }
          }),
          { numRuns: 40 },
        );
        // Values that bend the schema: wrong types, missing and extra fields, hostile strings and numbers.
        fc.assert(
          fc.property(fc.oneof(validish(schema), hostile(schema)), (data) => {
            expect(outcome(actual, data), `${route.method} ${route.url} ${httpStatus}`).toEqual(
              outcome(expected, data),
            );
          }),
          { numRuns: 40 },
        );
        expect(accepted, `${route.method} ${route.url} ${httpStatus}: valid values`).toBeGreaterThan(20);
        schemas++;
      }
    expect(schemas).toBeGreaterThan(200);
  });

  it('strips keys the schema does not declare, such as a password hash', () => {
    const serialize: Serializer = createSerializerCompiler()({
      schema: userResponse,
      method: 'GET',
      url: '/api/users/:id',
      httpStatus: '200',
    } as never);
    const user = { id: 7, firstName: 'Ama', lastName: 'Mensah', fullName: 'Ama Mensah', avatarUrl: null };
    const json = serialize({ data: { passwordHash: '$argon2id$v=19$secret', ...user, token: 'abc' } });
    expect(json).toBe(JSON.stringify({ data: user }));
  });

  it('fails as zod fails when an answer does not match its schema', () => {
    const serialize: Serializer = createSerializerCompiler()({
      schema: userResponse,
      method: 'GET',
      url: '/api/users/:id',
      httpStatus: '200',
    } as never);
    expect(() => serialize({ data: { id: 'seven' } })).toThrow("Response doesn't match the schema");
  });

  it('matches zod on edge cases: arrays for objects, inherited and undefined keys, -0, NaN, lone surrogates, dates', () => {
    const schema = z.object({
      a: z.optional(z.string()),
      n: z.optional(z.number()),
      d: z.optional(z.date()),
      u: z.optional(z.union([z.literal(1), z.object({ x: z.nullable(z.boolean()) })])),
    });
    const compile = createSerializerCompiler();
    const input = { schema, method: 'GET', url: '/t', httpStatus: '200' } as never;
    const expected: Serializer = zodSerializerCompiler(input);
    const actual: Serializer = compile(input);
    const cases: unknown[] = [
      [],
      Object.assign([], { a: 'x' }),
      Object.create({ a: 'inherited' }),
      { a: undefined, n: -0 },
      { n: Number.NaN },
      { n: Number.POSITIVE_INFINITY },
      { a: '\ud800 "q" \u2028' },
      { d: new Date(0) },
      { d: new Date(Number.NaN) },
      { u: 1 },
      { u: { x: null, y: 2 } },
      { u: { x: 'no' } },
      null,
      'text',
    ];
    for (const data of cases) expect(outcome(actual, data)).toEqual(outcome(expected, data));
  });
});
