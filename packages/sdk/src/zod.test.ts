import { describe, expect, it } from 'vitest';
import { addressFields } from './schemas/addresses.js';
import { userListQuery } from './schemas/users.js';
import { validationMessage } from './validation-messages.js';
import { z } from './zod.js';

describe('zod/mini in the SDK', () => {
  it("gives checks without a message of their own our text, never zod's English (issue 21)", () => {
    const issues = userListQuery.safeParse({ page: '0', limit: '500', q: 'x'.repeat(201) }).error?.issues;
    expect(issues?.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'page: Must be a positive number',
      'limit: Must be at most 100',
      'q: Must be at most 200 characters',
    ]);
  });

  it("answers a 150-character city with its own message, never zod's", () => {
    const result = addressFields.safeParse({
      fullName: 'Ama Mensah',
      phone: '024 412 3456',
      address: '12 Ring Road',
      city: 'C'.repeat(150),
      state: 'Greater Accra',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['City is too long']);
  });

  it.each([
    ['Field is required!', z.string(), undefined],
    ['Must be text', z.string(), 5],
    ['Must be a number', z.number(), 'x'],
    ['Must be a finite number', z.number(), Number.POSITIVE_INFINITY],
    ['Must be a whole number', z.number().check(z.int()), 1.5],
    ['Must be at least 3', z.number().check(z.minimum(3)), 1],
    ['Must be less than 3', z.number().check(z.lt(3)), 4],
    ['Must be greater than 2', z.number().check(z.gt(2)), 1],
    ['Must be a multiple of 5', z.number().check(z.multipleOf(5)), 7],
    ['Must be true or false', z.boolean(), 'yes'],
    ['Must be a list', z.array(z.string()), 'x'],
    ['Must have at least 2 items!', z.array(z.string()).check(z.minLength(2)), ['a']],
    ['Must have at most 1 items', z.array(z.string()).check(z.maxLength(1)), ['a', 'b']],
    ['Field is required!', z.string().check(z.minLength(1)), ''],
    ['Must be at least 3 characters', z.string().check(z.minLength(3)), 'ab'],
    ['Email must be a valid email address!', z.email(), 'nope'],
    ['Invalid format', z.string().check(z.regex(/^a$/)), 'b'],
    ['Must be one of: a, b', z.enum(['a', 'b']), 'c'],
    ['Unknown field: x', z.strictObject({}), { x: 1 }],
    ['Invalid value', z.union([z.string(), z.number()]), null],
  ] as const)('%s', (message, schema, input) => {
    expect((schema as z.ZodMiniType).safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('only speaks for checks that have no message of their own', () => {
    expect(
      z.string().check(z.maxLength(1, 'Name is too long')).safeParse('ab').error?.issues[0]?.message,
    ).toBe('Name is too long');
    expect(validationMessage({ code: 'custom', input: 1, path: [] } as never)).toBe('Invalid value');
  });
});
