// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takeLanguageFromUrl } from './index';

describe('a ?lng= link is taken once (a later choice in the menu survives a reload)', () => {
  it('returns the language and takes ?lng= out of the address, keeping the rest', () => {
    window.history.replaceState({ idx: 0 }, '', '/shop/all-products?q=pads&lng=fr#top');
    expect(takeLanguageFromUrl()).toBe('fr');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/shop/all-products?q=pads#top',
    );
    expect(window.history.state).toEqual({ idx: 0 });
    expect(takeLanguageFromUrl()).toBeUndefined();
  });

  it('leaves an address without ?lng= alone', () => {
    window.history.replaceState(null, '', '/shop/12?page=2');
    expect(takeLanguageFromUrl()).toBeUndefined();
    expect(window.location.search).toBe('?page=2');
  });
});
