import type { UserProfile } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { profileDefaults, profileSchema, profileUpdate } from './profileSchema';

const valid = {
  firstName: 'Ama',
  lastName: 'Mensah',
  otherNames: '',
  username: 'ama.m',
  phoneNumber: '0244123456',
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

  it('needs a phone number of at least 10 characters', () => {
    expect(messages({ ...valid, phoneNumber: '' })).toContain('phoneNumber: Phone number is required!');
    expect(messages({ ...valid, phoneNumber: '024412' })).toContain(
      'phoneNumber: Phone number must be 10 digits!',
    );
  });

  it('follows the username rules', () => {
    expect(messages({ ...valid, username: 'a' })).toContain(
      'username: Username must be at least 3 characters!',
    );
  });
});

describe('profileDefaults / profileUpdate', () => {
  it('starts from the stored profile and sends cleared other names as null, a new photo as imageUrl', () => {
    const user = {
      firstName: 'Ama',
      lastName: 'Mensah',
      otherNames: null,
      username: 'ama.m',
      phone: '0244123456',
      phoneNumber: null,
    } as unknown as UserProfile;
    const values = profileDefaults(user);
    expect(values).toEqual(valid);
    expect(profileUpdate(profileSchema.parse(values), 'https://img.example/a.png')).toEqual({
      firstName: 'Ama',
      lastName: 'Mensah',
      otherNames: null,
      username: 'ama.m',
      phoneNumber: '0244123456',
      imageUrl: 'https://img.example/a.png',
    });
    expect(profileUpdate(profileSchema.parse(values))).not.toHaveProperty('imageUrl');
  });
});
