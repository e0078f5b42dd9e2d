import { GARAGE_DUPLICATE, GARAGE_FULL, GARAGE_MAX_VEHICLES } from '../domain/garage-limits.js';
import type { GuestVehicle } from '../schemas/stores.js';
import { parseGuestVehicle } from './guards.js';
import {
  createPersistedStore,
  type PersistedStore,
  type StorageLike,
  type StoreOptions,
} from './persisted.js';

/**
 * A guest's garage lives in browser storage under `garage` until sign-in merges it into `/api/garage`. A vehicle's
 * shape is `guestVehicle` in schemas/stores.ts, read from storage by `parseGuestVehicle` (stores/guards.ts, zod-free).
 */
export const GARAGE_STORAGE_KEY = 'garage';

export type { GuestVehicle };
export type GuestVehicleInput = Omit<GuestVehicle, 'id' | 'active'> & { active?: boolean };

/** Same vehicle: make, model (any case) and year equal, and the VINs equal or one of them missing. */
export function sameVehicle(
  a: { make: string; model: string; year: number; vin?: string | null },
  b: { make: string; model: string; year: number; vin?: string | null },
): boolean {
  return (
    a.make.toLowerCase() === b.make.toLowerCase() &&
    a.model.toLowerCase() === b.model.toLowerCase() &&
    a.year === b.year &&
    (!a.vin || !b.vin || a.vin === b.vin)
  );
}

export type GarageAddResult = { ok: true; vehicle: GuestVehicle } | { ok: false; error: string };

export interface GarageStore extends Omit<PersistedStore<readonly GuestVehicle[]>, 'set'> {
  active(): GuestVehicle | undefined;
  /** Adds a vehicle (the first one, or one marked active, becomes the active vehicle). */
  add(input: GuestVehicleInput): GarageAddResult;
  update(id: string, changes: Partial<Omit<GuestVehicle, 'id'>>): void;
  remove(id: string): void;
  setActive(id: string): void;
  clear(): void;
}

/** A guest's garage, in `storage` (e.g. `browserStorage()`) or, without one, in memory; its `atom` holds the list. */
export function createGarageStore(storage?: StorageLike, { store: jotai }: StoreOptions = {}): GarageStore {
  const store = createPersistedStore<readonly GuestVehicle[]>({
    key: GARAGE_STORAGE_KEY,
    initial: [],
    parse: (raw) =>
      Array.isArray(raw)
        ? raw.flatMap((entry) => {
            const vehicle = parseGuestVehicle(entry);
            return vehicle ? [vehicle] : [];
          })
        : null,
    storage,
    store: jotai,
  });
  const withActive = (list: GuestVehicle[], id: string) => list.map((v) => ({ ...v, active: v.id === id }));
  return {
    atom: store.atom,
    store: store.store,
    get: store.get,
    subscribe: store.subscribe,
    active: () => store.get().find((v) => v.active),
    add(input) {
      const list = store.get();
      if (list.some((v) => sameVehicle(v, input))) return { ok: false, error: GARAGE_DUPLICATE };
      if (list.length >= GARAGE_MAX_VEHICLES) return { ok: false, error: GARAGE_FULL };
      const next = Math.max(0, ...list.map((v) => Number(v.id.slice(1)) || 0)) + 1;
      const vehicle: GuestVehicle = { ...input, id: `g${next}`, active: false };
      const makeActive = input.active === true || !list.some((v) => v.active);
      const added = [...list, vehicle];
      store.set(makeActive ? withActive(added, vehicle.id) : added);
      return { ok: true, vehicle: { ...vehicle, active: makeActive } };
    },
    update(id, changes) {
      const list = store.get().map((v) => (v.id === id ? { ...v, ...changes, id } : v));
      store.set(changes.active ? withActive(list, id) : list);
    },
    remove: (id) => store.set(store.get().filter((v) => v.id !== id)),
    setActive: (id) => store.set(withActive([...store.get()], id)),
    clear: () => store.set([]),
  };
}
