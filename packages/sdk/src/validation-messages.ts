import type { z } from 'zod/mini';

/**
 * The text of a zod check that has no message of its own (issue 21). zod's English locale answered with a library's
 * wording ('Too big: expected string to have <=100 characters'), which no catalogue translates; these are ours, each
 * in the message catalogue (packages/ui/src/locales/messages) in every language. A §5 field message always wins:
 * zod only asks here when the schema gave none.
 */
export const FIELD_REQUIRED = 'Field is required!';
export const INVALID_VALUE = 'Invalid value';

type Issue = z.core.$ZodRawIssue;

const sizeOf = (value: unknown) => String(value);

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = sizeOf(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Must be at most ${max} characters`;
    case 'array':
    case 'set':
      return `Must have at most ${max} items`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Must be less than ${max}` : `Must be at most ${max}`;
    default:
      return INVALID_VALUE;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = sizeOf(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? FIELD_REQUIRED : `Must be at least ${min} characters`;
    case 'array':
    case 'set':
      // §5's generic 'Must have at least N items!'.
      return Number(issue.minimum) <= 1 ? FIELD_REQUIRED : `Must have at least ${min} items!`;
    case 'number':
    case 'int':
    case 'bigint':
      if (issue.inclusive === false)
        return Number(issue.minimum) === 0 ? 'Must be a positive number' : `Must be greater than ${min}`;
      return `Must be at least ${min}`;
    default:
      return INVALID_VALUE;
  }
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return FIELD_REQUIRED;
  switch (issue.expected) {
    case 'number':
      return typeof issue.input === 'number' ? 'Must be a finite number' : 'Must be a number';
    case 'int':
      return 'Must be a whole number';
    case 'string':
      return 'Must be text';
    case 'boolean':
      return 'Must be true or false';
    case 'array':
      return 'Must be a list';
    default:
      return INVALID_VALUE;
  }
}

/** zod's `customError`: our message for each kind of issue (see `z.config` in zod.ts). */
export function validationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return issue.format === 'email' ? 'Email must be a valid email address!' : 'Invalid format';
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 20
        ? `Must be one of: ${issue.values.map(String).join(', ')}`
        : INVALID_VALUE;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    default:
      return INVALID_VALUE;
  }
}
