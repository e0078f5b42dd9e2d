import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SearchFn } from '../SearchDialog/useDebouncedSearch';
import { type CommandGroup, CommandPalette } from './CommandPalette';

const navigate = fn();

const screens: CommandGroup[] = [
  {
    id: 'screens',
    title: 'Screens',
    items: [
      { id: 'orders', label: 'Order Management', href: '/orders' },
      { id: 'users', label: 'User Management', href: '/user-management' },
      { id: 'products', label: 'Products', description: 'Catalogue of every shop', href: '/products' },
      { id: 'dashboard', label: 'Dashboard', href: '/admin-dashboard' },
    ],
  },
];

/** A stand-in for the console's lookups: orders by code, products by SKU, users by email. */
const lookUp: SearchFn<readonly CommandGroup[]> = async (query) => {
  const q = query.toLowerCase();
  return [
    {
      id: 'orders',
      title: 'Orders',
      items: 'ab-4182'.includes(q)
        ? [{ id: '4182', label: 'AB-4182', description: 'Ama Mensah · Processing', href: '/orders/4182' }]
        : [],
    },
    {
      id: 'products',
      title: 'Products',
      items: 'bp-corolla-09'.includes(q)
        ? [
            {
              id: '7',
              label: 'Brake pads (front)',
              description: 'SKU BP-COROLLA-09',
              href: '/product/7/edit',
            },
          ]
        : [],
    },
  ];
};

const meta = {
  title: 'Shell/CommandPalette',
  component: CommandPalette,
  tags: ['autodocs'],
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  args: {
    defaultOpen: true,
    commands: screens,
    onSearch: fn(lookUp) as SearchFn<readonly CommandGroup[]>,
    onSelect: fn(),
    debounceMs: 0,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The console's Ctrl K (issue 24): one field that finds the screens the viewer may open at once (`commands`, every word matched in the label or description) and, after a pause (`debounceMs`, default 300), what `onSearch(query, signal)` looks up: orders by code, products by name or SKU, users by email. Results come grouped under headings; arrow keys move through them while focus stays in the field, Enter opens one through the app's `RouterProvider`; a newer query or closing aborts a pending lookup. Screen readers hear the number of results. `matchCommands` is the client-side match.",
      },
    },
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Screens at once, lookups after: type, move with the arrow keys, choose with Enter (it closes: no sheet). */
export const Playground: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    const input = await screen.findByRole('searchbox', { name: 'Find screens, orders, products and users' });
    await expect(screen.getByRole('status')).toHaveTextContent(
      'Find a screen, an order by its code, a product by name or SKU, a user by email.',
    );
    await userEvent.type(input, 'manage');
    const group = await screen.findByRole('group', { name: 'Screens' });
    await expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Order Management', 'User Management']);

    await userEvent.clear(input);
    await userEvent.type(input, 'AB-41');
    // The lookup has answered (the count is announced once it is not loading any more).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result'));
    await expect(args.onSearch).toHaveBeenLastCalledWith('AB-41', expect.any(AbortSignal));
    const order = screen.getByRole('option', { name: /AB-4182/ });
    await expect(order).toHaveAttribute('href', '/orders/4182');
    await expect(order).toHaveTextContent('Ama Mensah · Processing');
    // Arrow keys move the active result while focus stays in the field.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', order.id));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ href: '/orders/4182' }));
    await expect(navigate).toHaveBeenCalledWith('/orders/4182', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Screens, orders and products under their headings, with their second lines. */
export const Results: Story = {
  args: {
    onSearch: async () => [
      {
        id: 'orders',
        title: 'Orders',
        items: [
          { id: '4182', label: 'AB-4182', description: 'Ama Mensah · Processing', href: '/orders/4182' },
        ],
      },
      {
        id: 'products',
        title: 'Products',
        items: [
          {
            id: '7',
            label: 'Brake pads (front)',
            description: 'BP-COROLLA-09 · Kumasi Auto Parts',
            href: '/p/7',
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.type(await screen.findByRole('searchbox'), 'ord');
    await expect(await screen.findByRole('group', { name: 'Orders' })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Screens' })).toHaveTextContent('Order Management');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results'));
  },
};

/** Nothing anywhere: says so with the words typed. */
export const NoResults: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.type(await screen.findByRole('searchbox'), 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzz”'));
  },
};

/** A failed lookup still lists the screens that match, and says the search failed when nothing does. */
export const LookupFailed: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { onSearch: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const input = await screen.findByRole('searchbox');
    await userEvent.type(input, 'dash');
    await expect(await screen.findByRole('option', { name: 'Dashboard' })).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'AB-9');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The search failed. Try again.'),
    );
  },
};
