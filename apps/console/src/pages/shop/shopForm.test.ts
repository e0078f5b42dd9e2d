import { describe, expect, it } from 'vitest';
import { shopFormDefaults, shopFormSchema, toBusinessInput } from './shopForm';

const valid = {
  ...shopFormDefaults(),
  name: 'Kwame Parts',
  description: 'Genuine parts for Japanese cars.',
  address: 'Abossey Okai Road, Accra',
  phone: '+233 24 123 4567',
  image: { files: [], urls: ['/uploads/2026/shop.webp'] },
};

const messages = (input: unknown) => {
  const result = shopFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('shop form (§5)', () => {
  it('starts with Ghana and takes a valid shop, empty optional fields becoming null', () => {
    expect(shopFormDefaults().country).toBe('Ghana');
    const parsed = shopFormSchema.parse(valid);
    expect(toBusinessInput(parsed, '/uploads/x.png')).toMatchObject({
      name: 'Kwame Parts',
      gpsAddress: null,
      email: null,
      country: 'Ghana',
      imageUrl: '/uploads/x.png',
    });
  });

  it('gives the spec messages', () => {
    expect(messages({ ...valid, name: ' ' })).toContain('Name is required!');
    expect(messages({ ...valid, description: 'short' })).toContain(
      'Description must be at least 10 characters!',
    );
    expect(messages({ ...valid, address: '' })).toContain('Address is required!');
    expect(messages({ ...valid, phone: '' })).toContain('Phone number is required!');
    expect(messages({ ...valid, phone: '12345' })).toContain('Phone number must be at least 6 digits!');
    expect(messages({ ...valid, phone: '1234567890123456' })).toContain(
      'Phone number must be at most 15 digits!',
    );
    expect(messages({ ...valid, email: 'nope' })).toContain('Email must be a valid email address!');
  });

  it('needs one image: a picture file under 5 MB or a URL', () => {
    expect(messages({ ...valid, image: { files: [], urls: [] } })).toEqual(['Please upload an image file']);
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    expect(messages({ ...valid, image: { files: [pdf], urls: [] } })).toEqual([
      'Only image files are allowed',
    ]);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(messages({ ...valid, image: { files: [big], urls: [] } })).toEqual(['File must be less than 5MB']);
    const png = new File([new Uint8Array(10)], 'ok.png', { type: 'image/png' });
    expect(messages({ ...valid, image: { files: [png], urls: [] } })).toEqual([]);
    expect(messages({ ...valid, image: { files: [], urls: ['not a url'] } })).toEqual([
      'Image URL is required',
    ]);
  });

  it('fills the form from a shop being edited', () => {
    const values = shopFormDefaults({
      name: 'A',
      description: 'd',
      address: 'x',
      gpsAddress: null,
      phone: '1',
      email: null,
      country: 'Kenya',
      imageUrl: '/uploads/a.png',
    } as never);
    expect(values).toMatchObject({
      country: 'Kenya',
      gpsAddress: '',
      email: '',
      image: { urls: ['/uploads/a.png'] },
    });
  });
});
