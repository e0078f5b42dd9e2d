import { CONSOLE_MENU } from '@abossey/sdk';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavMenu } from './NavMenu';

/** Client routing as an app does it: links call `navigate` instead of loading a page. */
const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'Shell/NavMenu',
  component: NavMenu,
  tags: ['autodocs'],
  decorators: [withRouter],
  args: { userType: 'customer', currentPath: '/shop/all-products', wishlistCount: 3, onNavigate: fn() },
  argTypes: {
    userType: { control: 'select', options: [null, 'admin', 'vendor', 'customer'] },
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal', 'mini'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 menu. Items and their role lists come from `@abossey/sdk` (`NAV_ITEMS`, `navItemsFor`): signed out Products and Shops; admin adds Orders, Admin Dashboard, Deliveries; vendor My Orders, Shop Orders, Dashboard; other signed-in users My Orders and Wishlist. Links are react-aria `Link`s (client routing through `RouterProvider`); the item of `currentPath` gets `aria-current="page"`. Layouts: `vertical` (sidebar), `horizontal` (top bar), `mini` (icon rail with short labels). The wishlist badge caps at 99.',
      },
    },
  },
  render: (args) => (
    <div style={{ maxInlineSize: args.layout === 'horizontal' ? undefined : 280 }}>
      <NavMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Each link's visible label, without the count badge. */
const labels = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.querySelector('[data-part="label"]')?.textContent);

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Wishlist 3 items' }));
    await expect(navigate).toHaveBeenCalledWith('/wishlist', undefined);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'wishlist' }));
  },
};

export const SignedOut: Story = {
  args: { userType: null, currentPath: '/shop' },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual(['Products', 'Shops']);
    await expect(within(canvasElement).getByRole('link', { name: 'Shops' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Admin: Story = {
  args: { userType: 'admin', currentPath: '/orders/17' },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Products',
      'Shops',
      'Orders',
      'Admin Dashboard',
      'Deliveries',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Vendor: Story = {
  args: { userType: 'vendor', currentPath: '/shop/orders/3' },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Products',
      'Shops',
      'My Orders',
      'Shop Orders',
      'Dashboard',
    ]);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const current = within(nav).getByRole('link', { name: 'Shop Orders' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('data-current', 'true');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/shop');
    await expect(within(nav).getByRole('link', { name: 'Shops' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/shop/all-products',
    );
  },
};

/** The console's menu (`CONSOLE_MENU`): the §2 items, then the console section of the role. */
export const ConsoleAdmin: Story = {
  args: { userType: 'admin', currentPath: '/user-management', items: CONSOLE_MENU },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Products',
      'Shops',
      'Orders',
      'Admin Dashboard',
      'Deliveries',
      'User Management',
      'Shop Management',
      'Product Management',
      'Search Synonyms',
      'New Shop',
      'Upload Product',
    ]);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Shop Management' })).toHaveAttribute(
      'href',
      '/shop-management',
    );
  },
};

export const ConsoleVendor: Story = {
  args: { userType: 'vendor', currentPath: '/shop-edit/4', items: CONSOLE_MENU },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Products',
      'Shops',
      'My Orders',
      'Shop Orders',
      'Dashboard',
      'Product Management',
      'New Shop',
      'Upload Product',
    ]);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'New Shop' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Customer: Story = {
  args: { userType: 'customer', currentPath: '/user/orders' },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Products', 'Shops', 'My Orders', 'Wishlist']);
    await expect(within(canvasElement).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(canvasElement).getByRole('link', { name: 'Wishlist 3 items' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal', userType: 'admin', currentPath: '/admin-dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-layout', 'horizontal');
    const [first, second] = within(nav).getAllByRole('link');
    // Side by side: the second link starts on the same row.
    await expect(
      Math.abs((first?.getBoundingClientRect().top ?? 0) - (second?.getBoundingClientRect().top ?? 1)),
    ).toBeLessThan(2);
  },
};

export const Mini: Story = {
  args: { layout: 'mini', userType: 'customer', currentPath: '/wishlist', wishlistCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveAttribute('data-layout', 'mini');
    const link = within(canvasElement).getByRole('link', { name: 'Wishlist 12 items' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(88);
  },
};

export const WishlistCappedAt99: Story = {
  args: { wishlistCount: 1500 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /^Wishlist 1,?500 items$/ }),
    ).toHaveTextContent('99+');
  },
};

/** Bad input: no items, a path no item owns, a negative count. */
export const EmptyAndUnknown: Story = {
  args: { items: [], currentPath: '/nowhere', wishlistCount: -4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const UnknownPathAndNoCount: Story = {
  args: { currentPath: '/nowhere', wishlistCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Wishlist' })).toBeVisible();
    // No count: no badge.
    await expect(within(canvasElement).getByRole('link', { name: 'Wishlist' })).not.toHaveTextContent(/\d/);
  },
};

/**
 * Without a userType the menu is the signed-out one, and its hidden items are never current; any other signed-in
 * type (buyer) gets the customer menu.
 */
export const SignedOutAndOtherTypes: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 280 }}>
      <NavMenu aria-label="Signed out" currentPath="/orders" />
      <NavMenu aria-label="Buyer" userType="buyer" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signedOut = canvas.getByRole('navigation', { name: 'Signed out' });
    await expect(labels(signedOut)).toEqual(['Products', 'Shops']);
    await expect(signedOut.querySelector('[aria-current]')).toBeNull();
    await expect(labels(canvas.getByRole('navigation', { name: 'Buyer' }))).toEqual([
      'Products',
      'Shops',
      'My Orders',
      'Wishlist',
    ]);
  },
};

/** Long labels (Vietnamese) in a narrow sidebar wrap instead of overflowing. */
export const LongLabels: Story = {
  args: { userType: 'vendor', currentPath: '/shop/orders' },
  globals: { locale: 'vi' },
  render: (args) => (
    <div style={{ inlineSize: 180 }}>
      <NavMenu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Đơn hàng của cửa hàng' });
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
  },
};

export const Mobile: Story = {
  args: { userType: 'admin', currentPath: '/deliveries' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Deliveries' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Dark: Story = {
  args: { userType: 'vendor', currentPath: '/dashboard', layout: 'vertical' },
  globals: { colorScheme: 'dark' },
};

export const DarkMini: Story = {
  args: { userType: 'customer', currentPath: '/wishlist', layout: 'mini', wishlistCount: 120 },
  globals: { colorScheme: 'dark' },
};

export const Arabic: Story = {
  args: { userType: 'customer', currentPath: '/wishlist', wishlistCount: 5 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('navigation', { name: 'الرئيسية' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: /قائمة الأمنيات/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
