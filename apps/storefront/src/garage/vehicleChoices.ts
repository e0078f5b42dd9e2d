import { type DecodedVin, decodeVin, type VehicleMake } from '@abossey/sdk';
import { readBrowserState, writeBrowserState } from '../catalogue/browserParams';

const byText = (a: string, b: string) => a.localeCompare(b);

/**
 * The pickers' options from the catalogue's vehicles: makes, the chosen make's models, that model's years. A decoded
 * VIN's model year puts the models listed for that year first and is always offered as a year, even where the
 * catalogue lists no parts for it yet (the buyer's car is what it is; `isListed` says whether parts exist).
 */
export function vehicleChoices(
  catalogue: readonly VehicleMake[],
  make: string | null,
  model: string | null,
  decodedYear: number | null = null,
) {
  const makes = [...new Set(catalogue.map((v) => v.name))].sort(byText);
  const ofMake = make ? catalogue.filter((v) => v.name === make) : [];
  const listedForYear = new Set(ofMake.filter((v) => v.year === decodedYear).map((v) => v.modelName));
  const models = [...new Set(ofMake.map((v) => v.modelName))].sort(
    (a, b) => Number(listedForYear.has(b)) - Number(listedForYear.has(a)) || byText(a, b),
  );
  const years = new Set(make && model ? ofMake.filter((v) => v.modelName === model).map((v) => v.year) : []);
  if (make && model && decodedYear !== null) years.add(decodedYear);
  return { makes, models, years: [...years].sort((a, b) => b - a) };
}

/** Whether the catalogue lists this vehicle (parts can fit it) — a vehicle it lacks can still be saved. */
export function isListed(
  catalogue: readonly VehicleMake[],
  vehicle: { make: string; model: string; year: number },
) {
  return catalogue.some(
    (v) => v.name === vehicle.make && v.modelName === vehicle.model && v.year === vehicle.year,
  );
}

/** The catalogue's spelling of a decoded make (the WMI table and the catalogue may differ in case). */
export function catalogueMake(catalogue: readonly VehicleMake[], make: string | null): string | null {
  if (!make) return null;
  return catalogue.find((v) => v.name.toLowerCase() === make.toLowerCase())?.name ?? null;
}

export type VinCheck =
  | { state: 'empty' }
  | { state: 'invalid'; error: string }
  | { state: 'decoded'; value: DecodedVin };

/** What the VIN field says: nothing yet, why it is not a VIN, or what it decodes to (with warnings). */
export function checkVin(input: string): VinCheck {
  if (input.trim() === '') return { state: 'empty' };
  const result = decodeVin(input);
  return result.ok ? { state: 'decoded', value: result.value } : { state: 'invalid', error: result.error };
}

/** "Shop for my vehicle": the product browser filtered to the vehicle (the make/model/year URL filters). */
export function shopForVehiclePath(vehicle: { make: string; model: string; year: number }): string {
  const state = readBrowserState(new URLSearchParams());
  const params = writeBrowserState({
    ...state,
    make: [vehicle.make],
    model: [vehicle.model],
    year: [vehicle.year],
  });
  return `/shop/all-products?${params.toString()}`;
}
