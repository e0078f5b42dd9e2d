import { describe, expect, it } from 'vitest';
import { addressLines } from './AddressCard';
import { homeAddress } from './fixtures';

describe('addressLines', () => {
  it('joins city, region and zip; drops empty parts', () => {
    expect(addressLines(homeAddress)).toEqual([
      'House No. 14, Abossey Okai Road',
      'Accra, Greater Accra GA-183-8164',
      'Ghana',
    ]);
    expect(addressLines({ id: 1, fullName: 'A', address: 'Line 1\nLine 2', city: '', state: null })).toEqual([
      'Line 1',
      'Line 2',
    ]);
    expect(addressLines({ id: 1, fullName: 'Yaw', address: '' })).toEqual([]);
  });
});
