import { IMAGE_URL_INVALID, type ProductDetail, type VehicleMake } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import {
  detailsValid,
  keepModels,
  keepVehicles,
  makeOptions,
  modelKey,
  modelOptions,
  PRICE_NOT_A_NUMBER,
  productFormDefaults,
  productFormSchema,
  toProductInput,
  withSuggestions,
  yearOptions,
} from './productFormSchema';

const rows: VehicleMake[] = [
  { id: 1, name: 'Toyota', modelName: 'Corolla', year: 2015 },
  { id: 2, name: 'Toyota', modelName: 'Corolla', year: 2018 },
  { id: 3, name: 'Toyota', modelName: 'Camry', year: 2018 },
  { id: 4, name: 'Honda', modelName: 'Civic', year: 2016 },
  { id: 5, name: 'Nissan', modelName: 'Corolla', year: 2015 },
];

const details = {
  ...productFormDefaults(undefined, 7),
  name: 'Brake pads',
  description: 'Ceramic front brake pads.',
  price: 120.5,
  stock: 3,
  partId: 4,
  images: { files: [], urls: ['/uploads/a.webp'] },
};

const messages = (input: unknown, editing = false) => {
  const result = productFormSchema(editing).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('product form (§5)', () => {
  it('opens the vehicle tabs only once the details are valid', () => {
    expect(detailsValid(productFormDefaults(undefined, 7), false)).toBe(false);
    expect(detailsValid(details, false)).toBe(true);
    expect(detailsValid({ ...details, images: { files: [], urls: [] } }, false)).toBe(false);
    expect(detailsValid({ ...details, partId: null }, false)).toBe(false);
  });

  it('gives the spec messages', () => {
    const empty = productFormDefaults();
    const all = messages(empty);
    for (const message of [
      'Shop is required!',
      'Name is required!',
      'Description is required!',
      'Price is required!',
      'Part is required!',
      'Upload at least one image',
      'Please select at least one vehicle',
    ])
      expect(all).toContain(message);
    expect(messages({ ...details, vehicleMakeIds: [1], stock: 0 })).toContain('Quantity is required!');
    expect(messages({ ...details, vehicleMakeIds: [1], stock: 0 }, true)).toEqual([]);
    expect(
      messages({
        ...details,
        vehicleMakeIds: [1],
        images: { files: [], urls: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `/uploads/${n}.jpg`) },
      }),
    ).toEqual(['You can upload a maximum of 5 images']);
    expect(
      messages({ ...details, vehicleMakeIds: [1], images: { files: [], urls: ['/x"onerror=alert(1)', ''] } }),
    ).toEqual([IMAGE_URL_INVALID, 'Image URL is required!']);
    expect(messages({ ...details, vehicleMakeIds: [1], warrantyDuration: '1.5' })).toEqual([
      'Warranty duration must be a positive whole number',
    ]);
  });

  it('refuses a price with letters with its own message, not "required" (issue 24)', () => {
    const priceMessages = (price: string) =>
      messages({ ...details, price }).filter((m) => m.startsWith('Price'));
    for (const price of ['12abc', 'abc', '1e3', '12,50', 'GH₵ 12'])
      expect(priceMessages(price)).toEqual([PRICE_NOT_A_NUMBER]);
    expect(priceMessages(' 120.50 ')).toEqual([]);
    expect(priceMessages('')).toEqual(['Price is required!']);
  });

  it('sends metadata only for what was filled in', () => {
    const parsed = productFormSchema(false).parse({
      ...details,
      vehicleMakeIds: [1, 2],
      productState: 'Used',
      warrantyDuration: '6',
      warrantyUnit: 'months',
      replacement: '',
    });
    expect(toProductInput(parsed, ['/uploads/x.png'])).toEqual({
      businessId: 7,
      name: 'Brake pads',
      description: 'Ceramic front brake pads.',
      price: 120.5,
      stock: 3,
      partId: 4,
      images: ['/uploads/x.png'],
      vehicleMakeIds: [1, 2],
      metadata: { productState: 'Used', warranty: { duration: 6, unit: 'months' }, replacement: null },
      fitmentNote: null,
      partNumbers: [],
    });
  });

  it('reads part numbers from one field, separated by commas, semicolons or lines (issue 25)', () => {
    const parsed = productFormSchema(false).parse({
      ...details,
      vehicleMakeIds: [1],
      partNumbers: ' 04465-02220, 04465 02220 ;\nBP-12/a,, ',
    });
    expect(toProductInput(parsed, ['/uploads/x.png']).partNumbers).toEqual([
      '04465-02220',
      '04465 02220',
      'BP-12/a',
    ]);
    const saved = { images: [], vehicleMakes: [], metadata: {}, partNumbers: ['A-1', 'B 2'] };
    expect(productFormDefaults(saved as unknown as ProductDetail).partNumbers).toBe('A-1, B 2');
    // The SDK's rules, their first problem on the field, and the typed text kept.
    expect(messages({ ...details, vehicleMakeIds: [1], partNumbers: '04465-02220, <b>' })).toEqual([
      'A part number may hold only letters, digits, spaces, dashes, dots and slashes',
    ]);
    expect(
      messages({
        ...details,
        vehicleMakeIds: [1],
        partNumbers: Array.from({ length: 21 }, (_, i) => `A${i}`).join(','),
      }),
    ).toEqual(['At most 20 part numbers per product']);
    expect(detailsValid({ ...details, partNumbers: 'x'.repeat(41) }, false)).toBe(false);
  });

  it('sends the fitment note trimmed, and refuses one over 500 characters (issue 11)', () => {
    const parsed = productFormSchema(false).parse({
      ...details,
      vehicleMakeIds: [1],
      fitmentNote: '  Front axle only  ',
    });
    expect(toProductInput(parsed, ['/uploads/x.png']).fitmentNote).toBe('Front axle only');
    expect(messages({ ...details, vehicleMakeIds: [1], fitmentNote: 'x'.repeat(501) })).toEqual([
      'Fitment note must be at most 500 characters',
    ]);
  });
});

describe('vehicle suggestions (issue 11)', () => {
  it('add the suggested vehicles with their makes and models, keeping the chosen ones and skipping unknown ids', () => {
    const result = withSuggestions(
      rows,
      { makes: ['Honda'], models: [modelKey('Honda', 'Civic')], vehicleMakeIds: [4] },
      [2, 4, 5, 999],
    );
    expect(result.added).toBe(2);
    expect(result.vehicleMakeIds).toEqual([4, 2, 5]);
    expect(result.makes.sort()).toEqual(['Honda', 'Nissan', 'Toyota']);
    expect(result.models.sort()).toEqual(
      [modelKey('Honda', 'Civic'), modelKey('Toyota', 'Corolla'), modelKey('Nissan', 'Corolla')].sort(),
    );
  });
});

describe('make → model → year cascade', () => {
  it('narrows models by make and years by model, keeping same-named models of two makes apart', () => {
    expect(makeOptions(rows)).toEqual(['Honda', 'Nissan', 'Toyota']);
    expect(modelOptions(rows, ['Toyota']).map((m) => m.model)).toEqual(['Camry', 'Corolla']);
    expect(modelOptions(rows, []).length).toBe(0);
    expect(yearOptions(rows, [modelKey('Toyota', 'Corolla')]).map((r) => r.id)).toEqual([2, 1]);
  });

  it('drops the models and years of a make or model no longer chosen', () => {
    const models = [modelKey('Toyota', 'Corolla'), modelKey('Honda', 'Civic')];
    expect(keepModels(['Honda'], models)).toEqual([modelKey('Honda', 'Civic')]);
    expect(keepVehicles(rows, [modelKey('Honda', 'Civic')], [1, 2, 4])).toEqual([4]);
  });

  it('starts from the product being edited', () => {
    const values = productFormDefaults({
      businessId: 3,
      vehicleMakes: [
        {
          vehicleMakeId: 1,
          vehicleMakeName: 'Toyota',
          vehicleMakeModelName: 'Corolla',
          vehicleMakeYear: 2015,
        },
        {
          vehicleMakeId: 2,
          vehicleMakeName: 'Toyota',
          vehicleMakeModelName: 'Corolla',
          vehicleMakeYear: 2018,
        },
      ],
      metadata: { warranty: { duration: 2, unit: 'years' } },
      images: ['/uploads/p.png'],
    } as never);
    expect(values).toMatchObject({
      businessId: 3,
      makes: ['Toyota'],
      models: [modelKey('Toyota', 'Corolla')],
      vehicleMakeIds: [1, 2],
      warrantyDuration: '2',
      warrantyUnit: 'years',
      productState: '',
    });
  });
});
