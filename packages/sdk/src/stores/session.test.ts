import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../auth.js';
import { ApiError, AuthenticationError, NetworkError } from '../errors.js';
import type { UserProfile } from '../schemas/users.js';
import { createSessionStore, endsSession, retrieveSessionUser } from './session.js';

describe('createSessionStore', () => {
  it('ends the session on a refused token only while that token is still the stored one', () => {
    const tokens = memoryTokenStore();
    const store = createSessionStore(tokens);
    tokens.setSession?.({ token: 'old', userId: 7, userType: 'customer' });
    store.refresh();
    // A fresh sign-in (a confirmed email change) replaced the token while a request sent with the old one was out.
    tokens.setSession?.({ token: 'fresh', userId: 7, userType: 'customer' });
    store.refresh();
    expect(store.endIfCurrent('old')).toBe(false);
    expect(store.get()?.token).toBe('fresh');
    expect(store.endIfCurrent(null)).toBe(false);
    expect(store.endIfCurrent('fresh')).toBe(true);
    expect(store.get()).toBeNull();
    expect(tokens.getToken()).toBeNull();
  });

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

describe('retrieveSessionUser', () => {
  const profile = { id: 7, email: 'ama@example.com' } as UserProfile;

  it('keeps a fresh session when the old token is refused after a new sign-in replaced it', async () => {
    const tokens = memoryTokenStore();
    const store = createSessionStore(tokens);
    tokens.setSession?.({ token: 'old', userId: 7, userType: 'customer' });
    store.refresh();
    const sent: (string | null)[] = [];
    const client = {
      tokens,
      users: {
        async retrieve() {
          const token = tokens.getToken();
          sent.push(token);
          if (token === 'old') {
            // The email change is confirmed while this request is out: every other session ends, this one signs in.
            tokens.setSession?.({ token: 'fresh', userId: 7, userType: 'customer' });
            store.refresh();
            throw new AuthenticationError('Session expired', 401);
          }
          return profile;
        },
      },
    };
    await expect(retrieveSessionUser(client, store, 7)).resolves.toBe(profile);
    expect(sent).toEqual(['old', 'fresh']);
    expect(store.get()?.token).toBe('fresh');
  });

  it('ends the session when the stored token itself is refused', async () => {
    const tokens = memoryTokenStore();
    const store = createSessionStore(tokens);
    tokens.setSession?.({ token: 'old', userId: 7, userType: 'customer' });
    store.refresh();
    const client = {
      tokens,
      users: {
        retrieve: async () => {
          throw new AuthenticationError('Session expired', 401);
        },
      },
    };
    await expect(retrieveSessionUser(client, store, 7)).rejects.toBeInstanceOf(AuthenticationError);
    expect(store.get()).toBeNull();
  });

  it('keeps the session on a lost connection', async () => {
    const tokens = memoryTokenStore();
    const store = createSessionStore(tokens);
    tokens.setSession?.({ token: 'old', userId: 7, userType: 'customer' });
    store.refresh();
    const client = {
      tokens,
      users: {
        retrieve: async () => {
          throw new NetworkError('Network error');
        },
      },
    };
    await expect(retrieveSessionUser(client, store, 7)).rejects.toBeInstanceOf(NetworkError);
    expect(store.get()?.token).toBe('old');
  });
});

describe('the session as a jotai atom', () => {
  it('is read from the store given, and catches up with storage when first subscribed', () => {
    const tokens = memoryTokenStore();
    const store = createStore();
    const session = createSessionStore(tokens, { store });
    expect(session.store).toBe(store);
    tokens.setSession?.({ token: 't1', userId: 7, userType: 'customer' });
    const listener = vi.fn();
    const unsubscribe = store.sub(session.atom, listener);
    expect(store.get(session.atom)?.token).toBe('t1');
    session.clear();
    expect(store.get(session.atom)).toBeNull();
    unsubscribe();
  });
});
