import {
  browserStorage,
  createGarageStore,
  type Fit,
  type FitProduct,
  fitsVehicle,
  GARAGE_DUPLICATE,
  GARAGE_FULL,
  type GarageVehicle,
  type GarageVehicleFields,
  type GuestVehicle,
  vehicleLabel,
} from '@abossey/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { sdk } from '../sdk';
import { useSession } from '../session/session';
import { useStoredValue } from '../storedValue';

/** A guest's garage: browser storage under `garage` (the SDK's garage atom), merged into `/api/garage` on sign-in. */
const guestGarage = createGarageStore(browserStorage());
const noVehicles: readonly GuestVehicle[] = [];

/** One vehicle as the storefront shows it, wherever it is kept. */
export interface Vehicle {
  /** `g1`… for a guest's vehicle, the server id as text for a signed-in buyer's. */
  key: string;
  make: string;
  model: string;
  year: number;
  vin: string | null;
  nickname: string | null;
  active: boolean;
}

const garageQueryKey = (userId: number | undefined) => ['garage', userId] as const;

const fromServer = (v: GarageVehicle): Vehicle => ({
  key: String(v.id),
  make: v.make,
  model: v.model,
  year: v.year,
  vin: v.vin,
  nickname: v.nickname,
  active: v.active,
});
const fromGuest = (v: GuestVehicle): Vehicle => ({ ...v, key: v.id });

/** The guest's vehicles as `POST /garage/merge` takes them. */
export const mergePayload = (vehicles: readonly GuestVehicle[]): GarageVehicleFields[] =>
  vehicles.map(({ make, model, year, vin, nickname, active }) => ({
    make,
    model,
    year,
    vin,
    nickname,
    active,
  }));

/** Which garage error a message is, so the page can say it in the buyer's language. */
export function garageErrorKind(error: unknown): 'duplicate' | 'full' | null {
  const message = error instanceof Error ? error.message : '';
  if (message === GARAGE_DUPLICATE) return 'duplicate';
  if (message === GARAGE_FULL) return 'full';
  return null;
}

/**
 * The buyer's garage: the server's for a signed-in buyer, browser storage for a guest. Writes throw an Error whose
 * message is the API's (or the same English text for a guest), for `garageErrorKind` or the message catalogue.
 */
export function useGarage() {
  const session = useSession();
  const userId = session?.userId;
  const queryClient = useQueryClient();
  const guest = useStoredValue(guestGarage, noVehicles);
  const server = useQuery({
    queryKey: garageQueryKey(userId),
    enabled: userId !== undefined,
    queryFn: ({ signal }) => sdk.garage.list({ signal }),
    staleTime: 60_000,
  });
  const signedIn = userId !== undefined;
  const vehicles: Vehicle[] = signedIn ? (server.data ?? []).map(fromServer) : guest.map(fromGuest);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: garageQueryKey(userId) }),
    [queryClient, userId],
  );

  const add = async (fields: Omit<GuestVehicle, 'id' | 'active'> & { active?: boolean }) => {
    if (!signedIn) {
      const result = guestGarage.add(fields);
      if (!result.ok) throw new Error(result.error);
      return;
    }
    await sdk.garage.create(fields);
    await refresh();
  };
  const setActive = async (key: string) => {
    if (!signedIn) return guestGarage.setActive(key);
    await sdk.garage.update(Number(key), { active: true });
    await refresh();
  };
  const remove = async (key: string) => {
    if (!signedIn) return guestGarage.remove(key);
    await sdk.garage.delete(Number(key));
    await refresh();
  };

  return {
    vehicles,
    active: vehicles.find((v) => v.active),
    signedIn,
    isLoading: signedIn && server.isPending,
    error: signedIn && server.isError ? server.error : null,
    refetch: server.refetch,
    add,
    setActive,
    remove,
  };
}

/** The active vehicle, or undefined (no garage yet, or still loading). */
function useActiveVehicle(): Vehicle | undefined {
  return useGarage().active;
}

/** `fitOf(product)` for the active vehicle (undefined without one) and how that vehicle reads. */
export function useFit() {
  const vehicle = useActiveVehicle();
  const fitOf = useCallback(
    (product: FitProduct): Fit | undefined => (vehicle ? fitsVehicle(product, vehicle) : undefined),
    [vehicle],
  );
  return { vehicle, label: vehicle ? vehicleLabel(vehicle) : undefined, fitOf };
}

/**
 * On sign-in, moves the guest's vehicles into the account (`POST /garage/merge`, no duplicates) and empties the
 * browser copy once the server has them. A refusal (e.g. the account's garage is full) keeps them in the browser.
 * Mounted once, in the header.
 */
export function useGarageMerge() {
  const session = useSession();
  const userId = session?.userId;
  const queryClient = useQueryClient();
  const guest = useStoredValue(guestGarage, noVehicles);
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (userId === undefined || guest.length === 0) return;
    const attempt = `${userId}:${JSON.stringify(guest)}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    sdk.garage
      .merge(mergePayload(guest))
      .then((merged) => {
        guestGarage.clear();
        queryClient.setQueryData(garageQueryKey(userId), merged);
      })
      .catch((error: unknown) => console.warn('Could not merge the garage', error));
  }, [userId, guest, queryClient]);
}
