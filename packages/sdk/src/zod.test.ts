import { describe, expect, it } from 'vitest';
import { userListQuery } from './schemas/users.js';

describe('zod/mini in the SDK', () => {
  it("gives checks without a message of their own classic zod's English text, not 'Invalid input'", () => {
    const issues = userListQuery.safeParse({ page: '0', limit: '500', q: 'x'.repeat(201) }).error?.issues;
    expect(issues?.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'page: Too small: expected number to be >0',
      'limit: Too big: expected number to be <=100',
      'q: Too big: expected string to have <=200 characters',
    ]);
  });
});
