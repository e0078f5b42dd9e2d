import type { UserProfile } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { profileDefaults, profileSchemaFor, profileUpdate } from './profileSchema';

const saved = { email: 'ama@example.com', username: 'ama.m' };
const profileSchema = profileSchemaFor(saved);
const valid = {
  firstName: 'Ama',
  lastName: 'Mensah',
  otherNames: '',
  username: 'ama.m',
  email: 'ama@example.com',
  phoneNumber: '0244123456',
  currentPassword: '',
};
const messages = (values: object) =>
  profileSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ??
  [];

describe('profileSchema (§5)', () => {
  it('accepts a complete profile', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('needs first and last names, even when only spaces were typed', () => {
    expect(messages({ ...valid, firstName: '  ', lastName: '' })).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
    ]);
  });

  it('says a name is too long, not that it is required (issue 25)', () => {
    expect(
      messages({
        ...valid,
        firstName: 'A'.repeat(300),
        lastName: 'B'.repeat(101),
        otherNames: 'C'.repeat(101),
      }),
    ).toEqual([
      'firstName: First name must be at most 100 characters!',
      'lastName: Last name must be at most 100 characters!',
      'otherNames: Other names must be at most 100 characters!',
    ]);
    expect(messages({ ...valid, firstName: 'A'.repeat(100) })).toEqual([]);
  });

  it('needs a phone number of at least 10 characters', () => {
    expect(messages({ ...valid, phoneNumber: '' })).toContain('phoneNumber: Phone number is required!');
    expect(messages({ ...valid, phoneNumber: '024412' })).toContain(
      'phoneNumber: Phone number must be 10 digits!',
    );
  });

  it('follows the username and email rules', () => {
    expect(messages({ ...valid, username: 'a' })).toContain(
      'username: Username must be at least 3 characters!',
    );
    expect(messages({ ...valid, email: 'nope' })).toContain('email: Email must be a valid email address!');
  });

  it('needs the current password only when the email or username changes (issue 21)', () => {
    for (const change of [{ email: 'new@example.com' }, { username: 'ama.new' }]) {
      expect(messages({ ...valid, ...change })).toEqual(['currentPassword: Current password is required!']);
      expect(messages({ ...valid, ...change, currentPassword: 'Secret123' })).toEqual([]);
    }
  });
});

describe('profileDefaults / profileUpdate', () => {
  const user = {
    firstName: 'Ama',
    lastName: 'Mensah',
    otherNames: null,
    username: 'ama.m',
    email: 'ama@example.com',
    phone: '0244123456',
    phoneNumber: null,
  } as unknown as UserProfile;

  it('starts from the stored profile and sends cleared other names as null, a new photo as imageUrl', () => {
    const values = profileDefaults(user);
    expect(values).toEqual(valid);
    expect(profileUpdate(profileSchema.parse(values), saved, 'https://img.example/a.png')).toEqual({
      firstName: 'Ama',
      lastName: 'Mensah',
      otherNames: null,
      phoneNumber: '0244123456',
      imageUrl: 'https://img.example/a.png',
    });
    expect(profileUpdate(profileSchema.parse(values), saved)).not.toHaveProperty('imageUrl');
  });

  it('sends a new email or username with the current password', () => {
    const values = { ...profileDefaults(user), email: 'new@example.com', currentPassword: 'Secret123' };
    expect(profileUpdate(profileSchema.parse(values), saved)).toMatchObject({
      email: 'new@example.com',
      currentPassword: 'Secret123',
    });
    expect(profileUpdate(profileSchema.parse(values), saved)).not.toHaveProperty('username');
  });
});
