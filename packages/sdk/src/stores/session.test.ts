import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../auth.js';
import { ApiError, NetworkError } from '../errors.js';
import { createSessionStore, endsSession } from './session.js';

describe('createSessionStore', () => {
  it('tells subscribers when the stored session changes, and only then', () => {
    const tokens = memoryTokenStore();
    const store = createSessionStore(tokens);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toBeNull();

    tokens.setSession?.({ token: 't1', userId: 7, userType: 'customer' });
    store.refresh();
    expect(store.get()?.token).toBe('t1');
    expect(listener).toHaveBeenCalledTimes(1);
    store.refresh(); // nothing changed
    expect(listener).toHaveBeenCalledTimes(1);
    const first = store.get();
    store.refresh();
    expect(store.get()).toBe(first); // a stable snapshot for useSyncExternalStore

    store.clear();
    expect(store.get()).toBeNull();
    expect(tokens.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    tokens.setSession?.({ token: 't2', userId: 7, userType: 'customer' });
    store.refresh();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('endsSession', () => {
  it('ends the session on a refusal, not on a lost connection', () => {
    expect(endsSession(new ApiError('Your session has expired. Please sign in again.', 401))).toBe(true);
    expect(endsSession(new NetworkError())).toBe(false);
    expect(endsSession(new Error('other'))).toBe(false);
  });
});
