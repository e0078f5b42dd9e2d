/**
 * The garage's limits and messages, shared by the API's garage schemas (schemas/garage.ts) and the guest garage in
 * browser storage (stores/garage.ts). Not in schemas/garage.ts: the storefront's first page runs the guest store, and
 * importing that module would bring its schemas, the product schemas and zod with it (issue 9, docs/adr/0009).
 */

/** A buyer's garage holds at most this many vehicles (server and guest storage alike). */
export const GARAGE_MAX_VEHICLES = 20;
export const GARAGE_FULL = `Your garage holds at most ${GARAGE_MAX_VEHICLES} vehicles: remove one first`;
export const GARAGE_DUPLICATE = 'This vehicle is already in your garage';
export const GARAGE_VEHICLE_NOT_FOUND = 'Vehicle not found';
export const GARAGE_MIN_YEAR = 1950;
