import { describe, expect, it, vi } from 'vitest';
import { ATTEMPT_STORAGE_KEY, attemptFingerprint, createAttemptKeys } from './attemptKey';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

const attempt = {
  items: [
    { productId: 9, quantity: 2 },
    { productId: 3, quantity: 1 },
  ],
  addressId: 4,
};

describe('checkout attempt keys', () => {
  it('reuses the key when the same attempt is retried, whatever the line order', () => {
    const keys = createAttemptKeys(memoryStorage(), counter());
    const first = keys.keyFor(attempt);
    expect(first).toBe('key-1');
    expect(keys.keyFor({ ...attempt, items: [...attempt.items].reverse() })).toBe(first);
  });

  it('survives a reload through session storage', () => {
    const storage = memoryStorage();
    const key = createAttemptKeys(storage, counter()).keyFor(attempt);
    expect(createAttemptKeys(storage, () => 'other').keyFor(attempt)).toBe(key);
  });

  it('starts a new attempt when the cart or the address changes', () => {
    const keys = createAttemptKeys(memoryStorage(), counter());
    const first = keys.keyFor(attempt);
    const changedQuantity = keys.keyFor({
      ...attempt,
      items: [{ productId: 9, quantity: 3 }, attempt.items[1] as { productId: number; quantity: number }],
    });
    expect(changedQuantity).not.toBe(first);
    expect(keys.keyFor({ ...attempt, addressId: 5 })).not.toBe(changedQuantity);
  });

  it('forgets the attempt once the order is placed', () => {
    const storage = memoryStorage();
    const keys = createAttemptKeys(storage, counter());
    const first = keys.keyFor(attempt);
    keys.finish();
    expect(storage.data.has(ATTEMPT_STORAGE_KEY)).toBe(false);
    expect(keys.keyFor(attempt)).not.toBe(first);
  });

  it('keeps working in memory when storage is blocked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    const keys = createAttemptKeys(blocked, counter());
    expect(keys.keyFor(attempt)).toBe(keys.keyFor(attempt));
  });

  it('fingerprints lines and address', () => {
    expect(attemptFingerprint(attempt)).toBe('4|3x1,9x2');
  });
});
