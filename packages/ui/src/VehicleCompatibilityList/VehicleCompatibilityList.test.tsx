import { describe, expect, it } from 'vitest';
import { vehicles } from './fixtures';
import { groupVehicles } from './VehicleCompatibilityList';

describe('groupVehicles', () => {
  it('groups by make then model, with sorted unique years', () => {
    expect(groupVehicles(vehicles, 'en')).toEqual([
      {
        make: 'Honda',
        models: [
          { model: 'Accord', years: [2019] },
          { model: 'Civic', years: [2017] },
        ],
      },
      { make: 'Nissan', models: [{ model: 'Almera', years: [2012] }] },
      {
        make: 'Toyota',
        models: [
          { model: 'Camry', years: [2018] },
          { model: 'Corolla', years: [2014, 2015, 2016] },
        ],
      },
    ]);
  });

  it('skips rows without a make', () => {
    expect(
      groupVehicles([{ vehicleMakeName: ' ', vehicleMakeModelName: 'X', vehicleMakeYear: 2000 }]),
    ).toEqual([]);
  });
});
