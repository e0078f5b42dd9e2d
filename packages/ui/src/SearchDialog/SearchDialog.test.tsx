import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogTrigger } from '../Dialog/Dialog';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { searchProducts, searchShops } from './fixtures';
import { SearchButton } from './SearchButton';
import { SearchDialog } from './SearchDialog';
import { SearchPanel, signInHref } from './SearchPanel';
import { filterSearchResults, type SearchResults } from './searchFilter';
import { useDebouncedSearch } from './useDebouncedSearch';

const clientSearch = (query: string) =>
  Promise.resolve(filterSearchResults(query, searchShops, searchProducts));

describe('filterSearchResults (§2)', () => {
  it('needs every word, case-insensitively, across the §2 fields', () => {
    expect(
      filterSearchResults('BRAKE toyota', searchShops, searchProducts).products.map((p) => p.id),
    ).toEqual([11]);
    expect(filterSearchResults('brakes', searchShops, searchProducts).products.map((p) => p.id)).toEqual([
      11, 13,
    ]);
    expect(filterSearchResults('prod-12', searchShops, searchProducts).products.map((p) => p.id)).toEqual([
      12,
    ]);
    expect(filterSearchResults('ghana', searchShops, searchProducts).shops.map((s) => s.id)).toEqual([1, 2]);
    expect(filterSearchResults('suame kumasi', searchShops, searchProducts).shops.map((s) => s.id)).toEqual([
      2,
    ]);
    expect(filterSearchResults('brake lagos', searchShops, searchProducts)).toEqual({
      shops: [],
      products: [],
    });
  });

  it('matches nothing for an empty or blank query', () => {
    expect(filterSearchResults('   ', searchShops, searchProducts)).toEqual({ shops: [], products: [] });
  });
});

describe('useDebouncedSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms after the last change and aborts the stale request', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const onSearch = vi.fn((_q: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<SearchResults>(() => {});
    });
    const { result, rerender } = renderHook(({ q }) => useDebouncedSearch(q, onSearch), {
      initialProps: { q: 'bra' },
    });
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(300));
    rerender({ q: 'brake' });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('brake', expect.any(AbortSignal));
    expect(signals[0]?.aborted).toBe(false);
    rerender({ q: 'brake pad' });
    expect(signals[0]?.aborted).toBe(true);
    rerender({ q: '' });
    expect(result.current.status).toBe('idle');
  });

  it('ignores a late answer to an aborted request', async () => {
    const resolvers: Array<(r: SearchResults) => void> = [];
    const onSearch = vi.fn(() => new Promise<SearchResults>((resolve) => resolvers.push(resolve)));
    const { result, rerender } = renderHook(({ q }) => useDebouncedSearch(q, onSearch, 0), {
      initialProps: { q: 'old' },
    });
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    rerender({ q: 'new' });
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    await act(async () => resolvers[1]?.({ shops: [], products: [searchProducts[0]!] }));
    await act(async () => resolvers[0]?.({ shops: [searchShops[0]!], products: [] }));
    expect(result.current).toMatchObject({ status: 'success', query: 'new', results: { shops: [] } });
  });
});

describe('SearchPanel', { timeout: 60_000 }, () => {
  it('asks for keywords, then shows results grouped Shops and Products', async () => {
    const { user } = renderWithProviders(<SearchPanel onSearch={clientSearch} debounceMs={0} />);
    const input = screen.getByRole('searchbox', { name: 'Search for shops or products' });
    expect(input).toHaveAttribute('placeholder', 'Search for shops or products...');
    expect(screen.getAllByText('Please enter keywords').length).toBeGreaterThan(0);
    await user.click(input);
    await user.paste('brake');
    const shops = await screen.findByRole('group', { name: 'Shops' });
    expect(shops).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Abossey Okai Brakes/ })).toHaveAttribute('href', '/shop/1');
    expect(screen.getByRole('option', { name: /Toyota Corolla brake pads/ })).toHaveAttribute(
      'href',
      '/shop/product/11',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('moves through results with the arrow keys and selects with Enter', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <SearchPanel
        onSearch={clientSearch}
        onSelect={onSelect}
        debounceMs={0}
        shopHref={() => '#'}
        productHref={() => '#'}
      />,
    );
    const input = screen.getByRole('searchbox');
    await user.click(input);
    await user.paste('suspension');
    await screen.findByRole('option', { name: /^Kumasi Suspension Hub/ });
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /^Kumasi Suspension Hub/ });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /Honda Civic/ });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ type: 'product', product: expect.objectContaining({ id: 12 }) });
  });

  it('says Not found with the query, and shows the load failure', async () => {
    let fail = false;
    const onSearch = (q: string) => (fail ? Promise.reject(new Error('offline')) : clientSearch(q));
    const { user } = renderWithProviders(<SearchPanel onSearch={onSearch} debounceMs={0} />);
    const input = screen.getByRole('searchbox');
    await user.click(input);
    await user.paste('xyz');
    expect(await screen.findByText('No results found for "xyz"')).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
    fail = true;
    await user.paste('w');
    expect((await screen.findAllByText('Failed to fetch products or shops')).length).toBe(2);
  });

  it('offers Sign in with the current path as returnUrl only when signed out', () => {
    const { rerender } = renderWithProviders(
      <SearchPanel onSearch={clientSearch} isSignedIn={false} returnUrl="/shop/all-products?page=2" />,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in?returnUrl=%2Fshop%2Fall-products%3Fpage%3D2',
    );
    expect(signInHref('/a b')).toBe('/auth/sign-in?returnUrl=%2Fa%20b');
    rerender(<SearchPanel onSearch={clientSearch} />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('is translated', () => {
    renderWithProviders(<SearchPanel onSearch={clientSearch} />, { lng: 'fr' });
    expect(
      screen.getByRole('searchbox', { name: 'Rechercher des boutiques ou des produits' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Veuillez saisir des mots-clés').length).toBeGreaterThan(0);
  });

  it('has no axe violations with results', async () => {
    const { user, container } = renderWithProviders(<SearchPanel onSearch={clientSearch} debounceMs={0} />);
    await user.click(screen.getByRole('searchbox'));
    await user.paste('brake');
    await screen.findByRole('group', { name: 'Products' });
    await expectNoAxeViolations(container);
  });
});

function Controlled({ onSignal }: { onSignal: (signal: AbortSignal) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <SearchDialog
      isOpen={open}
      onOpenChange={setOpen}
      debounceMs={0}
      onSearch={(_q, s) => {
        onSignal(s);
        return new Promise(() => {});
      }}
    />
  );
}

describe('SearchDialog and SearchButton', { timeout: 60_000 }, () => {
  it('Ctrl+K opens the dialog from the button; choosing a result calls onSelect and closes it', async () => {
    const onSelect = vi.fn();
    const onSearch = vi.fn(clientSearch);
    const { user } = renderWithProviders(
      <DialogTrigger>
        <SearchButton />
        <SearchDialog onSearch={onSearch} onSelect={onSelect} debounceMs={0} shopHref={() => '#'} />
      </DialogTrigger>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = screen.getByRole('searchbox');
    await waitFor(() => expect(input).toHaveFocus());
    await user.paste('ghana');
    await screen.findByRole('option', { name: /^Kumasi Suspension Hub/ });
    expect(onSearch).toHaveBeenLastCalledWith('ghana', expect.any(AbortSignal));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ type: 'shop', shop: expect.objectContaining({ id: 1 }) });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closing the dialog aborts the pending search', async () => {
    let signal: AbortSignal | undefined;
    const { user } = renderWithProviders(
      <Controlled
        onSignal={(s) => {
          signal = s;
        }}
      />,
    );
    await user.click(screen.getByRole('searchbox'));
    await user.paste('brake');
    await waitFor(() => expect(signal).toBeDefined());
    expect(screen.getAllByText('Searching…').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signal?.aborted).toBe(true);
  });

  it('the shortcut can be turned off', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(<SearchButton shortcut={false} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).not.toHaveAttribute('aria-keyshortcuts');
    await user.keyboard('{Meta>}k{/Meta}');
    expect(onPress).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
