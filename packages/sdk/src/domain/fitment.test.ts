import { describe, expect, it } from 'vitest';
import { fitsVehicle, vehicleFilters, vehicleLabel } from './fitment.js';

const vehicle = (vehicleMakeName: string, vehicleMakeModelName: string, vehicleMakeYear: number) => ({
  vehicleMakeName,
  vehicleMakeModelName,
  vehicleMakeYear,
});
const corolla2012 = { make: 'Toyota', model: 'Corolla', year: 2012 };

describe('fitsVehicle', () => {
  it("is 'unknown' when the product lists no vehicles", () => {
    expect(fitsVehicle({ vehicleMakes: [] }, corolla2012)).toBe('unknown');
  });

  it("is 'fits' when one compatible vehicle has the same make, model and year, in any case", () => {
    const product = { vehicleMakes: [vehicle('Honda', 'Civic', 2012), vehicle('TOYOTA', 'corolla', 2012)] };
    expect(fitsVehicle(product, corolla2012)).toBe('fits');
  });

  it("is 'doesNotFit' when make, model and year hold only on different vehicles (the filters' semantics)", () => {
    // A 2012 Camry and a 2008 Corolla: "Toyota Corolla 2012" matches neither, as in the product browser.
    const product = { vehicleMakes: [vehicle('Toyota', 'Camry', 2012), vehicle('Toyota', 'Corolla', 2008)] };
    expect(fitsVehicle(product, corolla2012)).toBe('doesNotFit');
  });

  it("is 'doesNotFit' for another year or make", () => {
    expect(fitsVehicle({ vehicleMakes: [vehicle('Toyota', 'Corolla', 2013)] }, corolla2012)).toBe(
      'doesNotFit',
    );
    expect(fitsVehicle({ vehicleMakes: [vehicle('Nissan', 'Corolla', 2012)] }, corolla2012)).toBe(
      'doesNotFit',
    );
  });
});

describe('vehicle helpers', () => {
  it('gives the browser filters and a label', () => {
    expect(vehicleFilters(corolla2012)).toEqual({ make: 'Toyota', model: 'Corolla', year: 2012 });
    expect(vehicleLabel(corolla2012)).toBe('2012 Toyota Corolla');
    expect(vehicleLabel({ ...corolla2012, nickname: "Kofi's taxi" })).toBe("Kofi's taxi");
  });
});
