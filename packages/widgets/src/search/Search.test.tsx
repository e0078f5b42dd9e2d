import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTop } from '../core/navigate';
import { expectNoAxeViolations } from '../test/axe';
import { stubFetch } from '../test/fixtures';
import { Search } from './Search';

vi.mock('../core/navigate', async (original) => ({
  ...(await original<typeof import('../core/navigate')>()),
  navigateTop: vi.fn(),
}));

const setup = (props: Parameters<typeof Search>[0] = {}, stub = stubFetch()) => {
  const onEvent = vi.fn((_name: string, _detail?: unknown) => true);
  const { container } = render(
    <Search apiBase="https://m.example" fetch={stub.fetch} debounceMs={300} onEvent={onEvent} {...props} />,
  );
  return {
    container,
    stub,
    onEvent,
    input: screen.getByRole('combobox', { name: 'Search for shops or products' }),
  };
};

describe('Search', () => {
  beforeEach(() => vi.mocked(navigateTop).mockClear());

  it('asks for keywords, then lists shops and products in groups', async () => {
    const user = userEvent.setup();
    const { input, stub, onEvent, container } = setup();
    await user.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Please enter keywords');
    await user.type(input, 'toyota');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Shops' })).toHaveTextContent('Toyota Spares Kumasi');
    const products = screen.getByRole('group', { name: 'Products' });
    expect(products).toHaveTextContent('Toyota Corolla Front Brake Pads');
    expect(products).toHaveTextContent('GH₵ 450.00');
    expect(list).toBeVisible();
    // Debounced: one product search for the whole word, not one per key.
    expect(stub.calls.filter((c) => c.url.includes('/api/products?')).map((c) => c.url)).toEqual([
      'https://m.example/api/products?q=toyota&limit=8',
    ]);
    expect(onEvent).toHaveBeenCalledWith('change', { query: 'toyota', products: 2 });
    expect(input.closest('search')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('aborts a search that a newer query supersedes', async () => {
    const user = userEvent.setup();
    const { input, stub } = setup({}, stubFetch({ delay: 1000 }));
    await user.type(input, 'bra');
    await waitFor(() => expect(stub.calls.length).toBeGreaterThan(0));
    await user.type(input, 'ke');
    await screen.findByRole('listbox');
    const first = stub.calls.find((c) => c.url.includes('q=bra&'));
    const last = stub.calls.find((c) => c.url.includes('q=brake&'));
    expect(first?.signal?.aborted).toBe(true);
    expect(last?.signal?.aborted).toBe(false);
    expect(screen.getByRole('group', { name: 'Products' })).toHaveTextContent('Brake Pads');
  });

  it('says Not found when nothing matches', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'zzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Not found - No results found for "zzz"'),
    );
    screen.getByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports a failed search in the widget and as an error event', async () => {
    const user = userEvent.setup();
    const { input, onEvent } = setup({}, stubFetch({ unreachable: true }));
    await user.type(input, 'brake');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Failed to fetch products or shops'),
    );
    expect(onEvent).toHaveBeenCalledWith('error', expect.objectContaining({ code: 'search-failed' }));
  });

  it('moves through results with the arrow keys and opens one with Enter, carrying ref', async () => {
    const user = userEvent.setup();
    const { input, onEvent } = setup({ partnerRef: 'garage-7' });
    await user.type(input, 'toyota');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1];
    expect(input).toHaveAttribute('aria-activedescendant', active?.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onEvent).toHaveBeenCalledWith(
      'select',
      expect.objectContaining({
        type: 'product',
        id: 1042,
        url: 'https://m.example/shop/product/1042?ref=garage-7',
      }),
    );
    expect(navigateTop).toHaveBeenCalledWith('https://m.example/shop/product/1042?ref=garage-7');
  });

  it('leaves navigation to the host when it cancels select', async () => {
    const user = userEvent.setup();
    const { input } = setup({ onEvent: (name) => name !== 'select' });
    await user.type(input, 'kwame');
    await user.click(await screen.findByRole('option', { name: /Kwame Auto Parts/ }));
    expect(navigateTop).not.toHaveBeenCalled();
  });

  it('searches one shop and one vehicle when shop-id and vehicle are set', async () => {
    const user = userEvent.setup();
    const { input, stub } = setup({ shopId: '3', vehicle: 'Toyota/Corolla/2015' });
    await user.type(input, 'pads');
    await screen.findByRole('listbox');
    expect(stub.calls.at(-1)?.url).toBe(
      'https://m.example/api/products?q=pads&limit=8&businessId=3&make=Toyota&model=Corolla&year=2015',
    );
    expect(stub.calls.some((c) => c.url.includes('/api/business'))).toBe(false);
    expect(screen.queryByRole('group', { name: 'Shops' })).toBeNull();
  });

  it('shows the vehicle preset as a chip; removing it searches again without the vehicle', async () => {
    const user = userEvent.setup();
    const { input, stub, container } = setup({ vehicle: 'Honda/Civic/2016' });
    const chip = () => container.querySelector('[data-part="vehicle"]');
    expect(chip()).toHaveTextContent('Parts for 2016 Honda Civic');
    expect(chip()?.querySelector('bdi')).toHaveTextContent('2016 Honda Civic');
    await user.type(input, 'brake pads');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Not found - No results found for "brake pads"'),
    );
    const productCalls = () => stub.calls.filter((call) => call.url.includes('/api/products'));
    expect(productCalls().at(-1)?.url).toContain('make=Honda&model=Civic&year=2016');
    await user.click(screen.getByRole('button', { name: 'Remove 2016 Honda Civic and search all vehicles' }));
    expect(chip()).toBeNull();
    expect(input).toHaveFocus();
    expect(await screen.findByRole('option', { name: /Toyota Corolla Front Brake Pads/ })).toBeVisible();
    expect(productCalls().at(-1)?.url).toBe('https://m.example/api/products?q=brake+pads&limit=8');
  });

  it('shows a new vehicle preset again after the shopper removed the old one', async () => {
    const user = userEvent.setup();
    const stub = stubFetch();
    const { rerender, container } = render(<Search fetch={stub.fetch} vehicle="Honda/Civic" />);
    await user.click(screen.getByRole('button', { name: 'Remove Honda Civic and search all vehicles' }));
    rerender(<Search fetch={stub.fetch} vehicle="Toyota" />);
    expect(container.querySelector('[data-part="vehicle"]')).toHaveTextContent('Parts for Toyota');
  });

  it('shows a translated message and emits error for a bad attribute', async () => {
    const { onEvent } = setup({ vehicle: 'Toyota/Corolla/soon', lang: 'fr' });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Ce widget est mal configuré (vehicle).'),
    );
    expect(onEvent).toHaveBeenCalledWith('error', { code: 'bad-attribute', attributes: ['vehicle'] });
  });

  it('speaks Arabic right to left', async () => {
    setup({ lang: 'ar' });
    const box = await screen.findByRole('combobox', { name: 'ابحث عن متاجر أو منتجات' });
    expect(box.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(box.closest('[lang]')).toHaveAttribute('lang', 'ar');
  });
});
