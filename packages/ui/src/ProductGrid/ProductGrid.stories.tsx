import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { catalogue } from './fixtures';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: {
    products: catalogue,
    getHref: (p) => `#/shop/product/${p.id}`,
    onAddToCart: fn(),
    onToggleWishlist: fn(),
    onRetry: fn(),
    isLoading: false,
    skeletonCount: 12,
    layout: 'columns',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['columns', 'auto-fill'] },
    searchQuery: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The §2 product grid: `ProductCard`s in a named list, 5 per row from 1200 px, 3 from 900, 2 from 360 (phones; ProductCard turns compact in cells under 220 px) and 1 below (`layout="auto-fill"`: 280 px minimum columns). States: loading (card skeletons, `skeletonCount`), error (`ErrorPanel` "Error" with retry), empty (worded by what is active: search words, filters or both, with Clear search / Clear filters; `pastEnd` for a page past the last; `didYouMean` offers a search that finds something). `corrections` (from the SDK `meta.corrections`) says above the results which words were also searched as others. Data in, callbacks out: `getHref`, `onAddToCart`, `isWishlisted` / `onToggleWishlist`.',
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { products: catalogue.slice(0, 5) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(list).toHaveAttribute('data-layout', 'columns');
    const first = catalogue[0];
    if (!first) throw new Error('fixture');
    const card = canvas.getByRole('article', { name: first.name });
    await expect(within(card).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `#/shop/product/${first.id}`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
  },
};

/** Five cards share the first row at 1200 px and wider. */
export const FivePerRowWide: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // The first row's images (5 by default) load eagerly, the rest lazily.
    for (const [i, item] of items.entries()) {
      const image = item.querySelector('img');
      if (image) await expect(image).toHaveAttribute('loading', i < 5 ? 'eager' : 'lazy');
    }
    const top = (i: number) => (items[i] as HTMLElement).getBoundingClientRect().top;
    if (
      canvasElement.ownerDocument.defaultView &&
      canvasElement.ownerDocument.defaultView.innerWidth >= 1232
    ) {
      await expect(top(4)).toBe(top(0));
      await expect(top(5)).toBeGreaterThan(top(0));
    } else {
      await expect(top(items.length - 1)).toBeGreaterThan(top(0));
    }
  },
};

/** A 320 px container still lays out one card per row (the viewport decides the columns). */
export const AutoFill: Story = {
  args: { layout: 'auto-fill', products: catalogue.slice(0, 6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('data-layout', 'auto-fill');
  },
};

export const Loading: Story = {
  args: { isLoading: true, skeletonCount: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products…');
    await expect(canvasElement.querySelectorAll('[data-part="product-card-skeleton"]')).toHaveLength(10);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="product-grid"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Failed to fetch products or shops' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(alert).toHaveTextContent('Failed to fetch products or shops');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorDefaultMessage: Story = { args: { error: true, onRetry: undefined } };

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(within(canvasElement).queryByText(/No results found for/)).toBeNull();
  },
};

export const EmptySearch: Story = {
  args: { products: [], searchQuery: 'corolla pads' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(canvas.getByText(/No results found for "corolla pads"/)).toBeVisible();
  },
};

/** Filters only (issue 25): the message names the filters, not search words, and offers to clear them. */
export const EmptyFilters: Story = {
  args: { products: [], filterCount: 2, onClearFilters: fn(), onClearSearch: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(
      canvas.getByText('No products match the 2 filters you chose. Try removing some.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/search|typos/i)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

/** Search words and filters (issue 25): both named, each can be cleared. */
export const EmptySearchAndFilters: Story = {
  args: {
    products: [],
    searchQuery: 'corolla pads',
    filterCount: 1,
    onClearFilters: fn(),
    onClearSearch: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(
      canvas.getByText(
        'No results found for "corolla pads" with the filter you chose. Try other words or remove the filter.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClearSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

/** With their addresses (issue 23), the actions are links: they work without JavaScript. */
export const EmptyWithClearLinks: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: {
    products: [],
    searchQuery: 'corolla pads',
    filterCount: 1,
    clearSearchHref: '#make=Toyota',
    clearFiltersHref: '#q=corolla+pads',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '#make=Toyota');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '#q=corolla+pads',
    );
    await expect(canvas.queryByRole('button', { name: /Clear/ })).toBeNull();
  },
};

/** Nothing searched, nothing filtered: no advice about filters or words that are not there (issue 25). */
export const EmptyNothingActive: Story = {
  args: { products: [], onClearFilters: fn(), onClearSearch: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no products to show yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A page past the end (`?page=999` of 12, issue 25): said so, with a link to the last page. */
export const PastTheEnd: Story = {
  args: { products: [], searchQuery: 'pads', filterCount: 1, pastEnd: { lastPage: 12, href: '#page-12' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page is past the end' })).toBeVisible();
    await expect(canvas.getByText('There are only 12 pages of products.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to page 12' })).toHaveAttribute('href', '#page-12');
    await expect(canvas.queryByText(/No results found|No products match/)).toBeNull();
  },
};

/** A search with corrected words (issue 25: `toyta` no product contains, also searched as `toyota`): said above the results. */
export const CorrectedSearch: Story = {
  args: {
    products: catalogue.slice(0, 5),
    searchQuery: 'Toyta pads',
    corrections: [{ word: 'toyta', term: 'toyota' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Including results for “toyota pads”.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Products' })).toBeVisible();
  },
};

/** Nothing found, and a search that finds something offered first (issue 25). */
export const DidYouMean: Story = {
  args: {
    products: [],
    searchQuery: 'honad',
    didYouMean: { query: 'honda', href: '#q=honda' },
    onClearSearch: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Did you mean “honda”?' })).toHaveAttribute(
      'href',
      '#q=honda',
    );
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** With a working "Reset all" that brings the products back. */
export const EmptyWithReset: Story = {
  render: function EmptyWithReset(args) {
    const [products, setProducts] = useState<typeof catalogue>([]);
    return (
      <ProductGrid
        {...args}
        products={products}
        emptyAction={
          <Button variant="secondary" onPress={() => setProducts(catalogue.slice(0, 5))}>
            Reset all
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const LongText: Story = {
  args: {
    products: catalogue.slice(0, 3).map((p) => ({
      ...p,
      name: `${p.name} — Genuine OEM Replacement Part With Twelve Month Warranty And Free Fitting In Abossey Okai`,
      businessName: 'Kaneshie First Light Genuine German Spare Parts Trading Enterprise Limited',
    })),
  },
};

export const ZeroAndHugePrices: Story = {
  args: {
    products: [
      { ...(catalogue[2] as (typeof catalogue)[number]), id: 1, price: 0, stock: 5 },
      { ...(catalogue[3] as (typeof catalogue)[number]), id: 2, price: 9999999.99, stock: 5 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GH₵ 0.00')).toBeVisible();
    await expect(canvas.getByText('GH₵ 9,999,999.99')).toBeVisible();
  },
};

export const MinimalData: Story = {
  args: {
    products: [
      { id: 1, name: 'Spark plug', price: 25, stock: 100 },
      { id: 2, name: 'Wiper blade', price: 40, stock: 0 },
    ],
    getHref: undefined,
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const DarkEmptySearch: Story = { ...EmptySearch, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  args: { products: catalogue.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('list', { name: 'المنتجات' })).toBeVisible();
  },
};

export const ArabicEmptySearch: Story = {
  globals: { locale: 'ar' },
  args: { products: [], searchQuery: 'فرامل' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'غير موجود' })).toBeVisible();
    await expect(canvas.getByText(/لا توجد نتائج لـ "فرامل"/)).toBeVisible();
  },
};

/**
 * Behaviour across grids: an aria-label names the list; eagerImages sets how many images load eagerly; each card gets
 * its fit for the active vehicle, its adding-to-cart and wishlist state, and passes the product to the callbacks;
 * 12 skeletons by default and none for a nonsense count; the search in the empty state is trimmed, and a blank one
 * counts as no search.
 */
export const Behaviour: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ProductGrid
        {...args}
        aria-label="Similar products"
        products={catalogue.slice(0, 3)}
        eagerImages={2}
        getFit={(p) => (p.id === catalogue[0]?.id ? 'fits' : 'doesNotFit')}
        fitVehicle="2012 Toyota Corolla"
        isAddingToCart={(p) => p.id === catalogue[1]?.id}
        isWishlisted={(p) => p.id === catalogue[0]?.id}
      />
      <section aria-label="Default skeletons">
        <ProductGrid products={[]} isLoading />
      </section>
      <section aria-label="Nonsense skeleton count">
        <ProductGrid products={[]} isLoading skeletonCount={Number.NaN} />
      </section>
      <section aria-label="Padded search">
        <ProductGrid products={[]} searchQuery="  corolla pads " />
      </section>
      <section aria-label="Blank search">
        <ProductGrid products={[]} searchQuery="   " />
      </section>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = catalogue[0];
    if (!first) throw new Error('fixture');
    const list = canvas.getByRole('list', { name: 'Similar products' });
    const images = list.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[1]).toHaveAttribute('loading', 'eager');
    await expect(images[2]).toHaveAttribute('loading', 'lazy');
    const cards = within(list).getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('data-fit'))).toEqual([
      'fits',
      'doesNotFit',
      'doesNotFit',
    ]);
    await expect(within(cards[1] as HTMLElement).getByText("Doesn't fit")).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Adding to cart…' })).toBeVisible();
    const card = within(list).getByRole('article', { name: first.name });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    const heart = within(card).getByRole('button', { name: `Save ${first.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(first, false);

    const skeletons = (name: string) =>
      canvas.getByRole('region', { name }).querySelectorAll('[data-part="product-card-skeleton"]');
    await expect(skeletons('Default skeletons')).toHaveLength(12);
    await expect(skeletons('Nonsense skeleton count')).toHaveLength(0);

    const padded = within(canvas.getByRole('region', { name: 'Padded search' }));
    await expect(padded.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(padded.getByText(/No results found for "corolla pads"/)).toBeVisible();
    const blank = within(canvas.getByRole('region', { name: 'Blank search' }));
    await expect(blank.getByRole('heading', { name: 'No products found' })).toBeVisible();
  },
};
