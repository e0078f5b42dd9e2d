// @vitest-environment jsdom
import {
  type CartLine,
  createCartStore,
  createWishlistStore,
  type StorageLike,
  type WishlistItem,
} from '@abossey/sdk';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
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

const noItems: readonly WishlistItem[] = [];

let renders = 0;
/** The wishlist's size, counting its renders. */
function Hearts({ store }: { store: ReturnType<typeof createWishlistStore> }) {
  renders += 1;
  return <span>{useStoredValue(store, noItems).length}</span>;
}

// React's `act` warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useStoredValue', () => {
  it('renders the server value, not what this process stored, so the browser can hydrate the same HTML', () => {
    expect(storedLines.get()).toHaveLength(1);
    expect(renderToString(<CartCount />)).toBe('<span>0</span>');
  });

  it('hydrates an empty store without a second render (an empty list of its own is the server value too)', async () => {
    // The store's empty list is not `noItems`: a strict comparison would make React render every reader again,
    // synchronously, right after hydration (a long task on a catalogue, where each card reads the wishlist).
    const empty = createWishlistStore(storageWith({}));
    expect(empty.get()).not.toBe(noItems);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Hearts store={empty} />);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Hearts store={empty} />);
    });
    expect(container.textContent).toBe('0');
    expect(renders).toBe(1);
  });

  it('renders again with what the browser stored once hydrated', async () => {
    const stored = createWishlistStore(
      storageWith({ wishlist: JSON.stringify([{ id: 7, name: 'Pads', price: 120, image: null }]) }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Hearts store={stored} />);
    expect(container.textContent).toBe('0');
    await act(async () => {
      hydrateRoot(container, <Hearts store={stored} />);
    });
    expect(container.textContent).toBe('1');
  });
});
