import { type DecodedVin, decodeVin, type VehicleMake } from '@abossey/sdk';
import { readBrowserState, writeBrowserState } from '../catalogue/browserParams';

const byText = (a: string, b: string) => a.localeCompare(b);

/** The pickers' options from the catalogue's vehicles: makes, the chosen make's models, that model's years. */
export function vehicleChoices(catalogue: readonly VehicleMake[], make: string | null, model: string | null) {
  const makes = [...new Set(catalogue.map((v) => v.name))].sort(byText);
  const models = make
    ? [...new Set(catalogue.filter((v) => v.name === make).map((v) => v.modelName))].sort(byText)
    : [];
  const years =
    make && model
      ? [
          ...new Set(catalogue.filter((v) => v.name === make && v.modelName === model).map((v) => v.year)),
        ].sort((a, b) => b - a)
      : [];
  return { makes, models, years };
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
