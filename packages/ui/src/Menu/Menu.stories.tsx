import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';

const More = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);
const Pencil = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25ZM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />
  </svg>
);
const Trash = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z" />
  </svg>
);
const Eye = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5ZM12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z" />
  </svg>
);

const meta = {
  title: 'Components/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { onAction: fn(), placement: 'bottom start' },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A menu of actions: `MenuTrigger` (any button, usually an `IconButton`) + `Menu` (react-aria-components `Menu` in a `Popover`) with `MenuItem`s (icon, description, `tone="danger"`, `isDisabled`, `href` links), `MenuSection`s with headings, `MenuSeparator`s and `SubmenuTrigger`s. Arrow keys, Home/End and type-ahead move; Enter/Space act; ArrowRight opens a submenu (ArrowLeft in RTL); Escape closes and returns focus.',
      },
    },
  },
  decorators: [(Story) => <div style={{ minBlockSize: 360 }}>{Story()}</div>],
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="Review actions" variant="quiet">
        <More />
      </IconButton>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil />}>
          Edit Review
        </MenuItem>
        <MenuItem id="delete" icon={<Trash />} tone="danger">
          Delete Review
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openMenu = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const menu = await body(canvasElement).findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
};

/** §2 review menu: Edit Review and Delete Review for the author or an admin. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Review actions');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete Review' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(lastKey(args.onAction)).toBe('delete');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: ArrowDown opens at the first item, End jumps, Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Review actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit Review' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete Review' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** §2 order row menu with sections, descriptions, a link, a disabled item, a separator and a submenu. */
export const Rich: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Order actions</Button>
      <Menu {...args} disabledKeys={['refund']}>
        <MenuSection title="Order">
          <MenuItem id="view" icon={<Eye />} href="#/orders/12345" description="Open order 12345">
            View
          </MenuItem>
          <MenuItem id="refund" description="Payments are non-refundable">
            Refund
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <SubmenuTrigger>
          <MenuItem id="status">Change status</MenuItem>
          <Menu {...args}>
            <MenuItem id="processing">Processing</MenuItem>
            <MenuItem id="delivered">Delivered</MenuItem>
          </Menu>
        </SubmenuTrigger>
        <MenuItem id="delete" icon={<Trash />} tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Order actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    const menu = await openMenu(canvasElement, 'Order actions');
    await expect(within(menu).getByRole('group', { name: 'Order' })).toBeVisible();
    // The description is part of the item's name.
    await expect(within(menu).getByRole('menuitem', { name: 'View Open order 12345' })).toHaveAttribute(
      'href',
      '#/orders/12345',
    );
    await expect(within(menu).getByRole('menuitem', { name: /^Refund/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    const status = within(menu).getByRole('menuitem', { name: 'Change status' });
    await expect(status).toHaveAttribute('aria-haspopup', 'menu');
    await expect(status.querySelector('[data-part="chevron"]')).not.toBeNull();
    // Arrow keys move between items, skipping the disabled one.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^View/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(status).toHaveFocus();
    // react-aria takes arrow-key direction from the locale (Arabic), not from a forced dir attribute.
    const rtl = canvasElement.ownerDocument.documentElement.lang.startsWith('ar');
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(body(canvasElement).getAllByRole('menu')).toHaveLength(2));
    await waitFor(() =>
      expect(body(canvasElement).getByRole('menuitem', { name: 'Processing' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(lastKey(args.onAction)).toBe('processing');
    // Acting closes the menus and returns focus to the trigger.
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Single selection shows a check (Sort By). */
export const Selectable: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Sort By</Button>
      <Menu {...args} aria-label="Sort By" selectionMode="single" defaultSelectedKeys={['name']}>
        <MenuItem id="featured">Featured</MenuItem>
        <MenuItem id="newest">Newest</MenuItem>
        <MenuItem id="price-asc">Price: Low to High</MenuItem>
        <MenuItem id="price-desc">Price: High to Low</MenuItem>
        <MenuItem id="name">A-Z</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Sort By');
    const az = within(menu).getByRole('menuitemradio', { name: 'A-Z' });
    await expect(az).toHaveAttribute('aria-checked', 'true');
    await expect(az.querySelector('[data-part="check"] svg')).not.toBeNull();
  },
};

/** Choosing another item of a selectable menu reports the new selection. */
export const ChangeSelection: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { onSelectionChange: fn() },
  render: Selectable.render,
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Sort By');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Newest' }));
    const lastSelection = (args.onSelectionChange as unknown as { mock: { lastCall?: [Iterable<unknown>] } })
      .mock.lastCall?.[0];
    await expect([...(lastSelection ?? [])]).toEqual(['newest']);
  },
};

/** Bad input: long labels and descriptions wrap inside the popover. */
export const LongText: Story = {
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="Shop actions">
        <More />
      </IconButton>
      <Menu {...args}>
        <MenuItem
          id="upload"
          description="Adds a product to Kwame Nkrumah Circle Genuine Toyota and Nissan Spare Parts Wholesale and Retail Centre"
        >
          Upload Product to Kwame Nkrumah Circle Genuine Toyota and Nissan Spare Parts Centre
        </MenuItem>
        <MenuItem id="delete" tone="danger">
          Delete Shop
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Shop actions');
    const popover = menu.closest('[data-placement]') as HTMLElement;
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth + 1);
  },
};

/** Bad input: no items. */
export const Empty: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Businesses</Button>
      <Menu {...args} aria-label="Businesses" items={[]} renderEmptyState={() => 'No businesses available'}>
        {(item: { id: string }) => <MenuItem id={item.id}>{item.id}</MenuItem>}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Businesses');
    await expect(menu).toHaveTextContent('No businesses available');
  },
};

export const Dark: Story = {
  render: Rich.render,
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Order actions');
  },
};

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="إجراءات المراجعة">
        <More />
      </IconButton>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil />}>
          تعديل المراجعة
        </MenuItem>
        <MenuItem id="delete" icon={<Trash />} tone="danger">
          حذف المراجعة
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const menu = await openMenu(canvasElement, 'إجراءات المراجعة');
    await expect(within(menu).getByRole('menuitem', { name: 'حذف المراجعة' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** The key of the last `onAction` call (react-aria passes the key, then the item's value). */
function lastKey(mock: unknown): unknown {
  return (mock as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0];
}
