import type { StorageLike } from '@abossey/sdk';

/**
 * The Idempotency-Key of a checkout attempt. One attempt is one set of lines to one address: retrying it (after a
 * timeout, a lost connection, a reload) sends the same key, so the server answers the order it may already have
 * placed instead of placing a second one. A changed cart or address is a new attempt with a new key; a placed order
 * ends the attempt. Kept in sessionStorage: it survives a reload, not the tab.
 */
export const ATTEMPT_STORAGE_KEY = 'checkout-attempt';

export interface AttemptInput {
  items: ReadonlyArray<{ productId: number; quantity: number }>;
  addressId: number;
  /** The delivery zone and the shops collected from (issue 25): another choice is another attempt. */
  zone?: string | null;
  pickup?: readonly number[];
}

interface StoredAttempt {
  key: string;
  fingerprint: string;
}

/** Same lines (in any order), address and delivery choices give the same fingerprint. */
export function attemptFingerprint({ items, addressId, zone, pickup }: AttemptInput): string {
  const lines = [...items]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => `${line.productId}x${line.quantity}`)
    .join(',');
  const delivery =
    zone || pickup?.length ? `|${zone ?? ''}|${[...(pickup ?? [])].sort((a, b) => a - b).join(',')}` : '';
  return `${addressId}|${lines}${delivery}`;
}

function sessionStore(): StorageLike | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(storage: StorageLike | undefined): StoredAttempt | null {
  try {
    const raw = storage?.getItem(ATTEMPT_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredAttempt>) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string'
      ? { key: parsed.key, fingerprint: parsed.fingerprint }
      : null;
  } catch {
    return null;
  }
}

export function createAttemptKeys(
  storage: StorageLike | undefined = sessionStore(),
  newKey: () => string = () => crypto.randomUUID(),
) {
  let memory: StoredAttempt | null = null;
  return {
    /** The key for this attempt: the stored one when the attempt is the same, else a fresh one (stored). */
    keyFor(input: AttemptInput): string {
      const fingerprint = attemptFingerprint(input);
      const current = read(storage) ?? memory;
      if (current?.fingerprint === fingerprint) return current.key;
      memory = { key: newKey(), fingerprint };
      try {
        storage?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(memory));
      } catch (error) {
        console.warn('Could not keep the checkout attempt in session storage', error);
      }
      return memory.key;
    },
    /** The order is placed: the next checkout is a new attempt. */
    finish(): void {
      memory = null;
      try {
        storage?.removeItem(ATTEMPT_STORAGE_KEY);
      } catch {
        // nothing kept, nothing to forget
      }
    },
  };
}

/** The storefront's attempt keys (one tab, one checkout at a time). */
export const attemptKeys = createAttemptKeys();
