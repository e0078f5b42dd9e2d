import { type CartLine, createCartStore, type StorageLike } from '@abossey/sdk';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useStoredValue } from './storedValue';

const storageWith = (entries: Record<string, string>): StorageLike => {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

/** A cart this process has stored lines in, as a server would if it ever kept a visitor's storage. */
const storedCart = createCartStore(
  storageWith({
    checkout: JSON.stringify({ items: [{ id: 1, name: 'Pads', price: 120, available: 3, quantity: 2 }] }),
  }),
);
const storedLines = { get: () => storedCart.get().items, subscribe: storedCart.subscribe };
const noLines: readonly CartLine[] = [];

function CartCount() {
  return <span>{useStoredValue(storedLines, noLines).length}</span>;
}

describe('useStoredValue', () => {
  it('renders the server value, not what this process stored, so the browser can hydrate the same HTML', () => {
    expect(storedLines.get()).toHaveLength(1);
    expect(renderToString(<CartCount />)).toBe('<span>0</span>');
  });
});
