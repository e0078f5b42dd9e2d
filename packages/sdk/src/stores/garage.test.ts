import { describe, expect, it } from 'vitest';
import { GARAGE_DUPLICATE, GARAGE_FULL, GARAGE_MAX_VEHICLES } from '../domain/garage-limits.js';
import { garageVehicleFields } from '../schemas/garage.js';
import { createGarageStore, GARAGE_STORAGE_KEY } from './garage.js';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}
const car = { make: 'Toyota', model: 'Corolla', year: 2012, vin: null, nickname: null };

describe('guest garage store', () => {
  it('keeps vehicles under the `garage` key; the first is active, one active at a time', () => {
    const storage = memoryStorage();
    const store = createGarageStore(storage);
    const first = store.add(car);
    const second = store.add({ ...car, model: 'Camry' });
    expect(first.ok && second.ok).toBe(true);
    expect(store.active()?.model).toBe('Corolla');
    if (second.ok) store.setActive(second.vehicle.id);
    expect(
      store
        .get()
        .filter((v) => v.active)
        .map((v) => v.model),
    ).toEqual(['Camry']);
    expect(JSON.parse(storage.map.get(GARAGE_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    expect(createGarageStore(storage).active()?.model).toBe('Camry');
  });

  it('refuses a duplicate (same make, model, year; VINs equal or missing) and a 21st vehicle', () => {
    const store = createGarageStore(memoryStorage());
    store.add({ ...car, vin: 'JTMW53FV60D023016' });
    expect(store.add({ ...car, make: 'toyota' })).toEqual({ ok: false, error: GARAGE_DUPLICATE });
    for (let i = 1; i < GARAGE_MAX_VEHICLES; i++) expect(store.add({ ...car, year: 1990 + i }).ok).toBe(true);
    expect(store.add({ ...car, year: 2020 })).toEqual({ ok: false, error: GARAGE_FULL });
  });

  it('drops unreadable stored entries one by one', () => {
    const storage = memoryStorage();
    storage.setItem(GARAGE_STORAGE_KEY, JSON.stringify([{ id: 'g1', ...car, active: true }, { bogus: 1 }]));
    expect(createGarageStore(storage).get()).toHaveLength(1);
    storage.setItem(GARAGE_STORAGE_KEY, JSON.stringify({ g1: car }));
    expect(createGarageStore(storage).get()).toEqual([]);
    storage.setItem(GARAGE_STORAGE_KEY, JSON.stringify([{ id: 'g1', ...car, active: false, userId: 4 }]));
    expect(createGarageStore(storage).get()).toStrictEqual([{ id: 'g1', ...car, active: false }]);
  });
});

describe('garage vehicle fields', () => {
  it('normalises a VIN and refuses a malformed one with the SDK message', () => {
    expect(garageVehicleFields.parse({ ...car, vin: 'jtmw53fv6-0d023016' }).vin).toBe('JTMW53FV60D023016');
    expect(garageVehicleFields.parse({ ...car, vin: '' }).vin).toBeNull();
    const bad = garageVehicleFields.safeParse({ ...car, vin: 'JTMW53FV60D0230' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('A VIN has exactly 17 characters');
  });

  it('refuses a missing make and a year in the future', () => {
    expect(garageVehicleFields.safeParse({ ...car, make: ' ' }).error?.issues[0]?.message).toBe(
      'Make is required!',
    );
    const future = new Date().getUTCFullYear() + 2;
    expect(garageVehicleFields.safeParse({ ...car, year: future }).error?.issues[0]?.message).toBe(
      'Year cannot be in the future',
    );
  });
});
