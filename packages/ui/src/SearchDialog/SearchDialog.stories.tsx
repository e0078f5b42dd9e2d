import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from '../Dialog/Dialog';
import { searchProducts, searchShops } from './fixtures';
import { SearchButton } from './SearchButton';
import { SearchDialog } from './SearchDialog';
import { filterSearchResults, type SearchProduct, type SearchShop } from './searchFilter';
import type { SearchFn } from './useDebouncedSearch';

const navigate = fn();
const clientSearch =
  (shops: SearchShop[], products: SearchProduct[]): SearchFn =>
  (query: string) =>
    Promise.resolve(filterSearchResults(query, shops, products));

const meta = {
  title: 'Shell/SearchDialog',
  component: SearchDialog,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    defaultOpen: true,
    // A spy that searches the fixtures (typed as a plain SearchFn so stories can pass their own).
    onSearch: fn(clientSearch(searchShops, searchProducts)) as SearchFn,
    onSelect: fn(),
    onOpenChange: fn(),
    isSignedIn: true,
    returnUrl: '/shop/all-products',
  },
  parameters: {
    docs: {
      description: {
        component:
          "The §2 search dialog. Type to search shops and products ('Search for shops or products...'); 500 ms after typing stops (§9) it calls `onSearch(query, signal)`, aborting the previous request, and shows the answer grouped Suggestions (makes, models, categories and parts, when `onSearch` gives them), Shops and Products. Arrow keys move through the results while focus stays in the field (react-aria-components `Autocomplete` + `ListBox` sections); Enter or a click calls `onSelect`, closes the dialog and follows the result's href (`/shop/{id}`, `/shop/product/{id}`) through react-aria's `RouterProvider`. Messages: 'Please enter keywords', 'Not found - No results found for \"…\"', 'Failed to fetch products or shops'. Signed out, a 'Sign in' link carries the current path as `returnUrl`. `SearchButton` opens it, also with Ctrl/Cmd+K; `filterSearchResults` is the §2 client-side matching for apps that load everything and filter locally.",
      },
    },
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog fades in: wait for it rather than catching it mid-animation. */
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** Real 500 ms debounce: type, move with the arrow keys, choose with Enter. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    const input = await screen.findByRole('searchbox', { name: 'Search for shops or products' });
    await userEvent.click(input);
    await userEvent.paste('brake');
    await visible(await screen.findByRole('group', { name: 'Shops' }, { timeout: 3000 }));
    await visible(screen.getByRole('group', { name: 'Products' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('brake', expect.any(AbortSignal));
    // Arrow keys move the active result while focus stays in the field.
    const options = screen.getAllByRole('option');
    const product = screen.getByRole('option', { name: /Toyota Corolla brake pads/ });
    for (
      let i = 0;
      i < options.length && input.getAttribute('aria-activedescendant') !== product.id;
      i += 1
    ) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(input).toHaveAttribute('aria-activedescendant', product.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({
      type: 'product',
      product: expect.objectContaining({ id: 11 }),
    });
    await expect(navigate).toHaveBeenCalledWith('/shop/product/11', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Empty query: 'Please enter keywords'. */
export const EnterKeywords: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('status')).toHaveTextContent('Please enter keywords');
    await expect(screen.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Search for shops or products...',
    );
    // Signed in: no 'Sign in' link.
    await expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

export const Results: Story = {
  args: { defaultQuery: 'ghana', debounceMs: 0 },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('option', { name: /^Abossey Okai Brakes/ })).toHaveAttribute(
      'href',
      '/shop/1',
    );
    await expect(screen.getByRole('status')).toHaveTextContent('2 results');
  },
};

/** Suggestions while typing (issue 25) come first: a make, a model, a category, each a link to its products. */
export const Suggestions: Story = {
  args: {
    defaultQuery: 'brake',
    debounceMs: 0,
    onSearch: fn(async (query: string) => ({
      ...filterSearchResults(query, searchShops, searchProducts),
      suggestions: [
        { kind: 'category', label: 'Brakes', href: '/shop/all-products?category=Brakes' },
        { kind: 'part', label: 'Front Brake Pads', href: '/shop/all-products?part=Front+Brake+Pads' },
      ],
    })) as SearchFn,
  },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    const group = await screen.findByRole('group', { name: 'Suggestions' });
    await visible(group);
    const options = within(group).getAllByRole('option');
    await expect(options[0]).toHaveAccessibleName(/^Brakes\s*Category$/);
    await expect(options[1]).toHaveAttribute('href', '/shop/all-products?part=Front+Brake+Pads');
    // The first option of the list is the first suggestion; Enter on it selects it.
    const input = screen.getByRole('searchbox', { name: 'Search for shops or products' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({
      type: 'suggestion',
      suggestion: expect.objectContaining({ label: 'Brakes' }),
    });
  },
};

export const NotFound: Story = {
  args: { defaultQuery: 'carburettor', debounceMs: 0 },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await visible(await screen.findByText('No results found for "carburettor"'));
    await visible(screen.getByText('Not found'));
  },
};

export const LoadFailure: Story = {
  args: {
    defaultQuery: 'brake',
    debounceMs: 0,
    onSearch: (() => Promise.reject(new Error('Network error'))) as SearchFn,
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Failed to fetch products or shops'),
    );
    // Shown in the list too, not only announced.
    await expect(screen.getAllByText('Failed to fetch products or shops')).toHaveLength(2);
  },
};

/** A search that never answers: 'Searching…'. */
export const Loading: Story = {
  args: { defaultQuery: 'brake', debounceMs: 0, onSearch: (() => new Promise(() => {})) as SearchFn },
  play: async ({ canvasElement }) => {
    await expect((await body(canvasElement).findAllByText('Searching…')).length).toBeGreaterThan(0);
  },
};

export const SignedOut: Story = {
  args: { isSignedIn: false, returnUrl: '/shop/product/11?tab=reviews' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in?returnUrl=%2Fshop%2Fproduct%2F11%3Ftab%3Dreviews',
    );
  },
};

const longShops: SearchShop[] = [
  {
    id: 9,
    name: 'Abossey Okai Genuine Japanese and Korean Spare Parts Wholesale and Retail Centre Limited',
    address:
      'Plot 42, Behind the Total filling station, Abossey Okai Main Road, near the Odawna market, Accra',
    country: 'Ghana',
  },
];
const longProducts: SearchProduct[] = [
  {
    id: 21,
    name: 'Front suspension lower control arm with ball joint and bushings, left and right pair, heavy duty',
    price: 9_999_999.99,
    partName: 'Control arm',
    businessName: 'Abossey Okai Genuine Japanese and Korean Spare Parts Wholesale and Retail Centre Limited',
  },
  { id: 22, name: 'Free brake fluid sample', price: 0 },
  { id: 23, name: 'Item without price or image' },
];

/** Long names, GH₵ 9,999,999.99 and GH₵ 0.00, and a product with no price, image or shop. */
export const LongTextAndExtremePrices: Story = {
  args: { defaultQuery: 'a', debounceMs: 0, onSearch: clientSearch(longShops, longProducts) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await visible(await screen.findByText('GH₵ 9,999,999.99'));
    await visible(screen.getByText('GH₵ 0.00'));
    await visible(screen.getByRole('option', { name: /Item without price or image/ }));
  },
};

/** The header trigger: Ctrl+K (⌘K on Apple devices) opens the dialog. */
export const WithSearchButton: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <SearchButton />
      <SearchDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Behaviour: closing the dialog aborts the search still waiting for an answer. */
export const CloseAbortsSearch: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: {
    defaultQuery: 'brake',
    debounceMs: 0,
    onSearch: fn((() => new Promise(() => {})) as SearchFn),
  },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1));
    await expect(screen.getAllByText('Searching…').length).toBeGreaterThan(0);
    const signal = mocked(args.onSearch).mock.calls[0]?.[1];
    await expect(signal?.aborted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(signal?.aborted).toBe(true);
  },
};

/** Pressed by `SearchButtonWithoutShortcut`. */
const pressSearch = fn();

/** Behaviour: with `shortcut={false}` Ctrl/Cmd+K does nothing and the button has no `aria-keyshortcuts`. */
export const SearchButtonWithoutShortcut: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => <SearchButton shortcut={false} onPress={pressSearch} />,
  play: async ({ canvasElement }) => {
    pressSearch.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).not.toHaveAttribute('aria-keyshortcuts');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(pressSearch).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(pressSearch).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { ...Results, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { defaultQuery: 'brake', debounceMs: 0 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await visible(await screen.findByRole('group', { name: 'المتاجر' }));
    await visible(screen.getByRole('searchbox', { name: 'ابحث عن متاجر أو منتجات' }));
  },
};
