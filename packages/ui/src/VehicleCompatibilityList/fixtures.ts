import type { CompatibleVehicle } from './VehicleCompatibilityList';

const v = (
  vehicleMakeName: string,
  vehicleMakeModelName: string,
  vehicleMakeYear: number,
): CompatibleVehicle => ({
  vehicleMakeName,
  vehicleMakeModelName,
  vehicleMakeYear,
});

/** Vehicles as the API sends them: one row per make/model/year, unordered, with a duplicate. */
export const vehicles: CompatibleVehicle[] = [
  v('Toyota', 'Corolla', 2016),
  v('Toyota', 'Corolla', 2014),
  v('Toyota', 'Corolla', 2015),
  v('Toyota', 'Camry', 2018),
  v('Honda', 'Civic', 2017),
  v('Toyota', 'Corolla', 2016),
  v('Nissan', 'Almera', 2012),
  v('Honda', 'Accord', 2019),
];
