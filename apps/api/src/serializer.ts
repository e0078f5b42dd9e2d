/**
 * Response serializer (docs/adr/0016): compiles each route's zod response schema into a function that checks the
 * value and writes its JSON in one walk, instead of zod-encoding a copy and then `JSON.stringify`-ing it.
 *
 * Same answer as fastify-type-provider-zod's `serializerCompiler`, byte for byte: the fields the schema declares, in
 * its order, unknown keys stripped. Only kinds and checks whose zod semantics are plain are compiled (object with
 * strip, array, string, number, boolean, null, enum, literal, optional, nullable, union, date); any other
 * sub-schema (transforms, pipes, defaults, records, strict objects, overwriting checks…) is zod-encoded and
 * stringified on its own. When a value fails the compiled checks, the whole answer goes through zod's serializer,
 * so an invalid response still fails with zod's own error.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are walked structurally
type Internals = any;
/** Writes a value's JSON (undefined: the key is left out, as JSON.stringify does); throws INVALID when zod would fail. */
type Write = (value: unknown) => string | undefined;

const INVALID = Symbol('invalid');
const fail = (): never => {
  throw INVALID;
};

/** Checks run as zod runs them (pure: they only report issues). `overwrite` (trim, …) and custom refinements are not. */
const PURE_CHECKS = new Set([
  'less_than',
  'greater_than',
  'multiple_of',
  'number_format',
  'max_length',
  'min_length',
  'length_equals',
  'string_format',
]);

/** Keys JSON.stringify would move ahead of the others (array indices), or that zod skips. */
const isSpecialKey = (key: string) => key === '__proto__' || /^(0|[1-9]\d*)$/.test(key);

/** A sub-schema left to zod: encode, then stringify. */
const viaZod =
  (schema: Internals): Write =>
  (value) => {
    const result = safeEncode(schema, value);
    if (!result.success) fail();
    return JSON.stringify(result.data);
  };

/** The schema's checks as one predicate, or null when one of them is not a plain check. */
function checksOf(schema: Internals): ((value: unknown) => boolean) | null | undefined {
  const zod = schema._zod;
  const checks: Internals[] = [...(zod.traits.has('$ZodCheck') ? [schema] : []), ...(zod.def.checks ?? [])];
  if (checks.length === 0) return undefined;
  const tests: ((value: unknown) => boolean)[] = [];
  for (const check of checks) {
    const def = check._zod.def;
    if (!PURE_CHECKS.has(def.check) || def.when) return null;
    if (def.check === 'number_format' && def.format === 'safeint') tests.push(Number.isSafeInteger as never);
    else
      tests.push((value) => {
        const payload = { value, issues: [] as unknown[] };
        check._zod.check(payload);
        return payload.issues.length === 0;
      });
  }
  return tests.length === 1 ? tests[0] : (value) => tests.every((test) => test(value));
}

/** Compiles a schema; a sub-schema it can't compile is left to zod (`viaZod`). */
function compile(schema: Internals): Write {
  return compileKind(schema) ?? viaZod(schema);
}

function compileKind(schema: Internals): Write | null {
  const zod = schema._zod;
  const def = zod.def;
  if (def.coerce) return null;
  const checks = checksOf(schema);
  if (checks === null) return null;
  const base = compileBase(schema, def);
  if (!base || !checks) return base;
  return (value) => {
    const json = base(value);
    if (!checks(value)) fail();
    return json;
  };
}

function compileBase(schema: Internals, def: Internals): Write | null {
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? JSON.stringify(value) : fail());
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : fail());
    case 'boolean':
      return (value) => (value === true ? 'true' : value === false ? 'false' : fail());
    case 'null':
      return (value) => (value === null ? 'null' : fail());
    case 'date':
      return (value) =>
        value instanceof Date && !Number.isNaN(value.getTime()) ? JSON.stringify(value) : fail();
    case 'enum':
    case 'literal': {
      const values: Set<unknown> = schema._zod.values;
      if (![...values].every((v) => ['string', 'number', 'boolean'].includes(typeof v) || v === null))
        return null;
      const json = new Map([...values].map((v) => [v, JSON.stringify(v)]));
      return (value) => json.get(value) ?? fail();
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'optional': {
      if (schema._zod.traits.has('$ZodExactOptional') || def.innerType._zod.optin === 'defaulted')
        return null;
      const inner = compile(def.innerType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'array': {
      const element = compile(def.element);
      return (value) => {
        if (!Array.isArray(value)) return fail();
        let json = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) json += ',';
          json += element(value[i]) ?? 'null';
        }
        return `${json}]`;
      };
    }
    case 'union': {
      if (def.inclusive === false) return null;
      const options: Write[] = def.options.map(compile);
      if (options.length === 1) return options[0] ?? null;
      return (value) => {
        for (const option of options) {
          try {
            return option(value);
          } catch (error) {
            if (error !== INVALID) throw error;
          }
        }
        return fail();
      };
    }
    case 'object':
      return compileObject(def);
    default:
      return null;
  }
}

interface Field {
  key: string;
  /** `"key":` */
  prefix: string;
  write: Write;
  /** Absent is fine (zod's optional in and out); otherwise an absent key fails. */
  optional: boolean;
}

function compileObject(def: Internals): Write | null {
  // Only zod's default (strip unknown keys); strict and loose objects, and catchalls, are left to zod.
  if (def.catchall) return null;
  const keys = Reflect.ownKeys(def.shape);
  if (keys.some((key) => typeof key !== 'string' || isSpecialKey(key))) return null;
  const fields: Field[] = [];
  for (const key of keys as string[]) {
    const schema = def.shape[key];
    const { optin, optout } = schema._zod;
    // A default fills an absent key: left to zod.
    if (optin === 'defaulted' || (optin === 'optional') !== (optout === 'optional')) return null;
    fields.push({
      key,
      prefix: `${JSON.stringify(key)}:`,
      write: compile(schema),
      optional: optin === 'optional',
    });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail();
    const object = value as Record<string, unknown>;
    let json = '{';
    for (const field of fields) {
      if (!(field.key in object)) {
        if (field.optional) continue;
        fail();
      }
      const written = field.write(object[field.key]);
      if (written === undefined) continue;
      json += json.length === 1 ? field.prefix + written : `,${field.prefix}${written}`;
    }
    return `${json}}`;
  };
}

type SerializerCompiler = FastifySerializerCompiler<$ZodType | { properties: $ZodType }>;

/**
 * Fastify's serializer compiler: the compiled writer, with fastify-type-provider-zod's serializer for values it
 * refuses (which then fail with zod's error). `verify` also runs zod's serializer on every answer and throws when the
 * two differ (the API tests turn it on).
 */
export function createSerializerCompiler({ verify = false } = {}): SerializerCompiler {
  return (route) => {
    const zodSerializer = zodSerializerCompiler(route);
    const schema = route.schema instanceof $ZodType ? route.schema : route.schema.properties;
    if (!(schema instanceof $ZodType)) return zodSerializer;
    const write = compileKind(schema);
    if (!write) return zodSerializer;
    const serialize = (data: unknown) => {
      try {
        return write(data) as string;
      } catch (error) {
        if (error !== INVALID) throw error;
        return zodSerializer(data);
      }
    };
    if (!verify) return serialize;
    return (data) => {
      let expected: string;
      try {
        expected = zodSerializer(data);
      } catch (error) {
        // zod refuses it: so must the compiled writer (it falls back to the same error).
        serialize(data);
        throw new Error(
          `serializer: compiled writer accepted what zod refuses (${route.method} ${route.url})`,
          {
            cause: error,
          },
        );
      }
      const actual = serialize(data);
      if (actual !== expected)
        throw new Error(
          `serializer: compiled writer differs from zod's (${route.method} ${route.url} ${route.httpStatus})\n${actual}\n${expected}`,
        );
      return actual;
    };
  };
}
