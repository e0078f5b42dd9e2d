import { GARAGE_DUPLICATE, GARAGE_FULL, VIN_WRONG_LENGTH } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { readBrowserState } from '../catalogue/browserParams';
import { garageErrorKind, mergePayload } from './garage';
import { catalogueMake, checkVin, isListed, shopForVehiclePath, vehicleChoices } from './vehicleChoices';

const catalogue = [
  { id: 1, name: 'Toyota', modelName: 'Corolla', year: 2012 },
  { id: 2, name: 'Toyota', modelName: 'Corolla', year: 2014 },
  { id: 3, name: 'Toyota', modelName: 'Camry', year: 2012 },
  { id: 4, name: 'Honda', modelName: 'Civic', year: 2010 },
];

describe('vehicle pickers', () => {
  it('offer makes, then the make’s models, then the model’s years (newest first)', () => {
    expect(vehicleChoices(catalogue, null, null)).toEqual({
      makes: ['Honda', 'Toyota'],
      models: [],
      years: [],
    });
    expect(vehicleChoices(catalogue, 'Toyota', 'Corolla')).toEqual({
      makes: ['Honda', 'Toyota'],
      models: ['Camry', 'Corolla'],
      years: [2014, 2012],
    });
  });

  it('put the models listed for a decoded year first and offer that year even where nothing is listed', () => {
    expect(vehicleChoices(catalogue, 'Toyota', null, 2014).models).toEqual(['Corolla', 'Camry']);
    expect(vehicleChoices(catalogue, 'Toyota', null, 2012).models).toEqual(['Camry', 'Corolla']);
    expect(vehicleChoices(catalogue, 'Toyota', 'Camry', 2003).years).toEqual([2012, 2003]);
    expect(vehicleChoices(catalogue, 'Toyota', 'Corolla', 2012).years).toEqual([2014, 2012]);
  });

  it('tell a listed vehicle from one the catalogue lacks', () => {
    expect(isListed(catalogue, { make: 'Toyota', model: 'Camry', year: 2012 })).toBe(true);
    expect(isListed(catalogue, { make: 'Toyota', model: 'Camry', year: 2003 })).toBe(false);
  });

  it('match a decoded make to the catalogue spelling', () => {
    expect(catalogueMake(catalogue, 'TOYOTA')).toBe('Toyota');
    expect(catalogueMake(catalogue, 'Kia')).toBeNull();
  });
});

describe('checkVin', () => {
  it('decodes a real Toyota VIN offline (make from the WMI, no year in position 10)', () => {
    const check = checkVin('JTMW53FV60D023016');
    expect(check.state).toBe('decoded');
    if (check.state === 'decoded') expect([check.value.make, check.value.year]).toEqual(['Toyota', null]);
  });

  it('says why a VIN is refused, and nothing for an empty field', () => {
    expect(checkVin('JTMW53FV60D0230')).toEqual({ state: 'invalid', error: VIN_WRONG_LENGTH });
    expect(checkVin('  ')).toEqual({ state: 'empty' });
  });
});

describe('shop for my vehicle', () => {
  it('is the product browser with the make, model and year filters', () => {
    const path = shopForVehiclePath({ make: 'Toyota', model: 'Corolla', year: 2012 });
    const state = readBrowserState(new URL(path, 'http://x').searchParams);
    expect(path.startsWith('/shop/all-products?')).toBe(true);
    expect([state.make, state.model, state.year]).toEqual([['Toyota'], ['Corolla'], [2012]]);
  });
});

describe('garage helpers', () => {
  it('name the garage errors and send the guest vehicles without their local ids', () => {
    expect(garageErrorKind(new Error(GARAGE_DUPLICATE))).toBe('duplicate');
    expect(garageErrorKind(new Error(GARAGE_FULL))).toBe('full');
    expect(garageErrorKind(new Error('other'))).toBeNull();
    expect(
      mergePayload([
        { id: 'g1', make: 'Toyota', model: 'Corolla', year: 2012, vin: null, nickname: 'Taxi', active: true },
      ]),
    ).toEqual([{ make: 'Toyota', model: 'Corolla', year: 2012, vin: null, nickname: 'Taxi', active: true }]);
  });
});
