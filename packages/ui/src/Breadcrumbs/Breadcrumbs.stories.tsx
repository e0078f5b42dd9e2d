import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';

/** Links go through the app's router; here a spy stands in for it (and keeps the test page where it is). */
const navigate = fn();

/** §2 shop order detail: Dashboard › Shop Orders › Order 12345. */
const ShopOrder = (args: BreadcrumbsProps<object>) => (
  <Breadcrumbs {...args}>
    <Breadcrumb id="dashboard" href="#/dashboard">
      Dashboard
    </Breadcrumb>
    <Breadcrumb id="orders" href="#/shop/orders">
      Shop Orders
    </Breadcrumb>
    <Breadcrumb id="order">Order 12345</Breadcrumb>
  </Breadcrumbs>
);

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { onAction: fn() },
  argTypes: { maxItemWidth: { control: 'text' } },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  parameters: {
    docs: {
      description: {
        component:
          'A `<nav>` landmark ("Breadcrumbs", translated) around react-aria-components `Breadcrumbs`. Every crumb but the last is a RAC `Link` (through the app\'s router); the last is the current page (`aria-current="page"`). Separators point along the reading direction (mirrored in RTL). Long labels are cut with "…" at `maxItemWidth` (16rem) and keep their full text in `title`.',
      },
    },
  },
  render: (args) => <ShopOrder {...args} />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2 shop order detail: Dashboard › Shop Orders › Order 12345. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    const current = canvas.getByText('Order 12345').closest('[aria-current]');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
    // An ordered list of links ending in the current page.
    await expect(canvasElement.querySelector('nav ol')).not.toBeNull();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveAttribute('data-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '#/dashboard');
    await expect(canvas.getByRole('link', { name: 'Shop Orders' })).toHaveAttribute('href', '#/shop/orders');
    // A decorative separator after every crumb but the current one.
    await expect(items[0]?.querySelector('[data-part="separator"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(items[1]?.querySelector('[data-part="separator"]')).not.toBeNull();
    await expect(items[2]?.querySelector('[data-part="separator"]')).toBeNull();
    // Keyboard: Tab reaches each link, Enter follows it.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop Orders' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect((args.onAction as unknown as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0]).toBe(
      'orders',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Shop Orders' }));
    await expect((args.onAction as unknown as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0]).toBe(
      'orders',
    );
    await expect(navigate.mock.lastCall?.[0]).toBe('#/shop/orders');
  },
};

/** §2 admin screens: Dashboard › User Management. */
export const TwoLevels: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#/dashboard">Dashboard</Breadcrumb>
      <Breadcrumb>User Management</Breadcrumb>
    </Breadcrumbs>
  ),
};

/** Bad input: one crumb only (it is the current page). */
export const Single: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb>Orders</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelector('[data-part="separator"]')).toBeNull();
  },
};

/** Bad input: very long labels are truncated and keep the full text in title. */
export const LongLabels: Story = {
  args: { maxItemWidth: '12rem' },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <Breadcrumbs {...args}>
        <Breadcrumb href="#/dashboard">Dashboard</Breadcrumb>
        <Breadcrumb href="#/shop/1">
          Kwame Nkrumah Circle Genuine Toyota and Nissan Spare Parts Wholesale and Retail Centre
        </Breadcrumb>
        <Breadcrumb>Front suspension lower control arm with ball joint and bushings</Breadcrumb>
      </Breadcrumbs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const long = 'Kwame Nkrumah Circle Genuine Toyota and Nissan Spare Parts Wholesale and Retail Centre';
    const label = within(canvasElement).getByTitle(long);
    await expect(label).toHaveTextContent(long);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(12 * 16 + 1);
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

/**
 * In French the landmark is "Fil d'Ariane"; a caller's aria-label names it instead, and a crumb without href
 * (not the last) is plain text, not a link.
 */
export const FrenchAndPlainCrumbs: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr' },
  render: (args) => (
    <>
      <ShopOrder {...args} />
      <Breadcrumbs aria-label="Orders trail">
        <Breadcrumb>Order</Breadcrumb>
        <Breadcrumb>List</Breadcrumb>
      </Breadcrumbs>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: "Fil d'Ariane" })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Orders trail' })).toBeVisible();
    await expect(canvas.getByText('Order').closest('a, [role="link"]')).toBeNull();
    await expect(canvas.getByText('List').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  },
};

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#/dashboard">لوحة التحكم</Breadcrumb>
      <Breadcrumb href="#/shop/orders">طلبات المتجر</Breadcrumb>
      <Breadcrumb>الطلب 12345</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible();
    const first = canvas.getByRole('link', { name: 'لوحة التحكم' }).getBoundingClientRect();
    const second = canvas.getByRole('link', { name: 'طلبات المتجر' }).getBoundingClientRect();
    // Right to left: the trail starts on the right.
    await expect(first.left).toBeGreaterThan(second.left);
  },
};
