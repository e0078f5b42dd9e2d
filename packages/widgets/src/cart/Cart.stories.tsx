import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { garagePage, memoryCart } from '../test/fixtures';
import { Cart } from './Cart';

const lines = [
  { id: 1042, name: 'Toyota Corolla Front Brake Pads', price: 450, available: 24, quantity: 2 },
  { id: 3001, name: 'Toyota Corolla Oil Filter', price: 35.5, available: 40 },
];

const meta = {
  title: 'Widgets/Cart',
  component: Cart,
  tags: ['autodocs'],
  args: { apiBase: 'https://abossey.example', partnerRef: 'mensah-motors', onEvent: fn(() => false) },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'vi', 'cn', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    cart: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "`<abossey-cart>` (issue 7): the page's one cart (every widget on the page shares it; other tabs through the `storage` event), kept in the host page's localStorage under `abossey:checkout`. Badge capped at 99+, lines with quantity and remove, GH₵ totals with the storefront's arithmetic (`cartTotals`), and Checkout to `/shop/product/checkout?add=<id>:<qty>,…&ref=…` on the marketplace. In these stories `checkout` is cancelled so nothing navigates.",
      },
    },
  },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { cart: memoryCart(), defaultOpen: true } };

export const WithLines: Story = {
  args: { cart: memoryCart(lines), defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart 3 items' })).toBeInTheDocument();
    await expect(canvas.getByText('GH₵ 1,029.05')).toBeInTheDocument();
    const checkout = canvas.getByRole('link', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute(
      'href',
      'https://abossey.example/shop/product/checkout?add=1042:2,3001:1&ref=mensah-motors',
    );
    await userEvent.click(checkout);
    await expect(args.onEvent).toHaveBeenCalledWith('checkout', expect.objectContaining({ total: 1029.05 }));
  },
};

export const ManyItems: Story = {
  args: { cart: memoryCart([{ id: 5, name: 'Wheel nut', price: 3, available: 500, quantity: 150 }]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cart 150 items' })).toHaveTextContent(
      '99+',
    );
  },
};

export const Dark: Story = { args: { theme: 'dark', cart: memoryCart(lines), defaultOpen: true } };

export const Arabic: Story = { args: { lang: 'ar', cart: memoryCart(lines), defaultOpen: true } };

/**
 * The cart button in the bottom end corner of a small window, as garages place it: the panel opens above it and is
 * slid back inside the window (`@floating-ui/dom`, docs/adr/0021), in either direction.
 */
export const NearTheWindowEdge: Story = {
  tags: ['!autodocs'],
  args: { cart: memoryCart(lines) },
  decorators: [
    (Story) => (
      <div style={{ ...garagePage(), position: 'fixed', insetInlineEnd: 8, bottom: 8 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>('[data-part="cart-button"]') as HTMLElement;
    await userEvent.click(button);
    const panel = canvasElement.querySelector<HTMLElement>('[data-part="panel"]') as HTMLElement;
    // Positions are computed after a frame and again as the panel settles: the play waits for where it ends up.
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect(panel.dataset.placement).toMatch(/^top/);
      expect(box.bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    });
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
