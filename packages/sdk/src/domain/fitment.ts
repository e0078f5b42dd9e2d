/**
 * "Does this part fit my vehicle?" (issue 11), with the same semantics as the product browser's make / model / year
 * filters: make and model compare case-insensitively, the year exactly, and all three must hold for the SAME
 * compatible vehicle. A product that lists no compatible vehicles is 'unknown', never 'doesNotFit'.
 */

export type Fit = 'fits' | 'doesNotFit' | 'unknown';

/** A vehicle to check against: a garage vehicle, or any make/model/year. */
export interface FitVehicle {
  make: string;
  model: string;
  year: number;
}

/** The compatibility list a product carries (the `vehicleMakes` of a Product). */
export interface FitProduct {
  vehicleMakes: ReadonlyArray<{
    vehicleMakeName: string;
    vehicleMakeModelName: string;
    vehicleMakeYear: number;
  }>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function fitsVehicle(product: FitProduct, vehicle: FitVehicle): Fit {
  if (product.vehicleMakes.length === 0) return 'unknown';
  return product.vehicleMakes.some(
    (v) =>
      same(v.vehicleMakeName, vehicle.make) &&
      same(v.vehicleMakeModelName, vehicle.model) &&
      v.vehicleMakeYear === vehicle.year,
  )
    ? 'fits'
    : 'doesNotFit';
}

/** The product browser's URL filters for a vehicle ("Shop for my vehicle"). */
export function vehicleFilters(vehicle: FitVehicle): { make: string; model: string; year: number } {
  return { make: vehicle.make, model: vehicle.model, year: vehicle.year };
}

/** How a vehicle reads: its nickname, else "2012 Toyota Corolla". */
export function vehicleLabel(vehicle: FitVehicle & { nickname?: string | null }): string {
  return vehicle.nickname || `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
