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
 * zod/mini loads no locale (every default message would be 'Invalid input'), and classic zod's English locale speaks
 * the library's language ('Too big: expected string to have <=100 characters'). The SDK sets its own `customError`
 * instead (validation-messages.ts): checks without a message of their own answer one of ours ('Must be at most 100
 * characters'), which the apps translate like every other message (issue 21). `customError` outranks any locale, so
 * the API's classic zod (which loads English by itself) answers the same. That call is why package.json lists this
 * file under `sideEffects`: bundlers keep it whenever a schema is used.
 */
import { z } from 'zod/mini';
import { validationMessage } from './validation-messages.js';

z.config({ customError: validationMessage });

export { z };

/** A whole number: classic `z.number().int()`. */
export const int = () => z.number().check(z.int());
