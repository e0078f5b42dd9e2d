/**
 * The SDK's zod: `zod/mini`, zod 4's functional API (issue 9, docs/adr/0009). Classic zod (`import { z } from 'zod'`)
 * puts every method on every schema, so each app's first page carried all of zod; with `zod/mini` it carries only the
 * kinds and checks the schemas use (about 15 KB gzip less per app). Same core as classic zod: the same issues and
 * messages, `z.infer`, `safeParse`, JSON Schema, and the API's classic schemas mix with these.
 *
 * Written the mini way: `z.optional(z.string().check(z.trim(), z.maxLength(200)))` for classic
 * `z.string().trim().max(200).optional()`; `z.minimum`/`z.maximum` for numbers, `z.minLength`/`z.maxLength` for
 * strings and arrays, `z.pipe(schema, z.transform(fn))` for `.transform(fn)`, `z._default` for `.default`.
 *
 * Classic zod loads its English messages by itself; zod/mini loads none (every default message would be 'Invalid
 * input'). The SDK loads English here, so checks without a message of their own keep classic zod's text ('Too big:
 * expected string to have <=100 characters') in the API's answers and the apps' forms. That call is why
 * package.json lists this file under `sideEffects`: bundlers keep it whenever a schema is used.
 */
import { z } from 'zod/mini';

z.config(z.locales.en());

export { z };

/** A whole number: classic `z.number().int()`. */
export const int = () => z.number().check(z.int());
