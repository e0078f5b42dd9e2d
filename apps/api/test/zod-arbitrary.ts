/**
 * fast-check arbitraries derived from the routes' zod (v4) schemas: `validish` follows the schema's shape (right
 * field names and types, values that may or may not pass its checks), `hostile` bends it — missing and extra fields,
 * wrong types, huge and strange strings, deep nesting. zod-fast-check only knows zod 3, and the schemas here use a
 * small subset of zod, so this walks `_zod.def` directly.
 */
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are walked structurally
type Def = any;
const defOf = (schema: unknown): Def => (schema as { _zod?: { def: Def } })?._zod?.def;

/** Strings that have broken servers before: injections, traversal, unicode, RTL, control characters. */
export const NASTY_STRINGS = [
  "' OR 1=1 --",
  "'; drop table products; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\u202Eأبوسي\u202C',
  'قطع غيار السيارات',
  '𝔸𝕓𝕠𝕤𝕤𝕖𝕪 🚗🔧',
  'Z̷̢̛a̶l̸g̷o̵',
  '   ',
  '',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  'null',
];

const hugeString = fc.constantFrom('a'.repeat(1024 * 1024 - 64), 'é'.repeat(200_000), '9'.repeat(5000));
const nastyNumber = fc.constantFrom(
  -1,
  0,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  Number.MAX_SAFE_INTEGER,
);
const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: [deep(depth - 1)] });

/** Any JSON value a hostile client might send in place of what the schema wants. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  nastyNumber,
  hugeString,
  fc.constantFrom(null, true, false, [], {}, [[[]]], deep(200), { __proto__: { admin: true } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Values shaped like the schema (they may still fail its checks). */
export function validish(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 6) return fc.constant(undefined);
  switch (def.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape).map(([key, value]) => [key, validish(value, depth + 1)]),
        ),
        { requiredKeys: Object.keys(def.shape).filter((key) => !isOptional(def.shape[key])) },
      );
    case 'string':
      return fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...NASTY_STRINGS), fc.emailAddress());
    case 'number':
    case 'int':
      return def.coerce
        ? fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), fc.constantFrom('abc', '1.5', ''))
        : fc.oneof(fc.integer({ min: -5, max: 500 }), nastyNumber);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validish(def.element, depth + 1), { maxLength: 4 });
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries)), fc.constant('not-an-option'));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fc.oneof(
        validish(def.innerType, depth + 1),
        fc.constant(def.type === 'nullable' ? null : undefined),
      );
    case 'union':
      return fc.oneof(...def.options.map((option: unknown) => validish(option, depth + 1)));
    case 'pipe':
      return validish(def.in, depth + 1);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), validish(def.valueType, depth + 1), { maxKeys: 3 });
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function isOptional(schema: unknown): boolean {
  const type = defOf(schema)?.type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** The schema's shape with one thing broken: a field dropped, one added, or one replaced by a hostile value. */
export function hostile(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def?.type !== 'object') return fc.oneof(validish(schema), hostileValue);
  const keys = Object.keys(def.shape);
  const base = validish(schema) as fc.Arbitrary<Record<string, unknown>>;
  const withNested = (key: string) =>
    base.chain((value) => hostile(def.shape[key]).map((inner) => ({ ...value, [key]: inner })));
  return fc.oneof(
    base,
    base.chain((value) => fc.constantFrom(...(keys.length ? keys : ['x'])).map((key) => omit(value, key))),
    base.chain((value) =>
      hostileValue.map((extra) => ({ ...value, isAdmin: true, userType: 'admin', extra })),
    ),
    base.chain((value) =>
      fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), hostileValue).map(([key, bad]) => ({
        ...value,
        [key]: bad,
      })),
    ),
    ...(keys.length ? [fc.constantFrom(...keys).chain(withNested)] : []),
    hostileValue,
  );
}

const omit = (value: Record<string, unknown>, key: string) => {
  const { [key]: _dropped, ...rest } = value;
  return rest;
};
