import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CartIcon, HeartIcon } from '../internal/icons';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Components/CountBadge',
  component: CountBadge,
  tags: ['autodocs'],
  args: { count: 3, max: 99, tone: 'danger', placement: 'inline' },
  argTypes: {
    count: { control: { type: 'number' } },
    tone: { control: 'inline-radio', options: ['danger', 'accent', 'neutral'] },
    placement: { control: 'inline-radio', options: ['inline', 'corner'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 cart / wishlist count: "99+" above 99, hidden at 0, a 600 ms bump when it increases (none under reduced motion). Put it inside the button (without `aria-label`) so the button is named "Cart 3 items".',
      },
    },
  },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function CartButton({
  count,
  label = 'Cart',
  icon = <CartIcon />,
}: {
  count: number;
  label?: string;
  icon?: ReactNode;
}) {
  return (
    <Button variant="secondary">
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
      <CountBadge count={count} placement="corner" />
    </Button>
  );
}

export const OnButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, padding: 8 }}>
      <CartButton count={0} />
      <CartButton count={7} label="Wishlist" icon={<HeartIcon />} />
      <CartButton count={42} />
      <CartButton count={150} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = canvas.getByRole('button', { name: 'Cart' });
    await expect(empty).toBeVisible();
    await expect(empty.querySelector('[data-part="count-badge"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Wishlist 7 items' })).toBeVisible();
    // The visible number is hidden from assistive technology; the visually hidden "7 items" is read instead.
    await expect(canvas.getByText('7')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: 'Cart 150 items' })).toHaveTextContent('99+');
  },
};

/** Add to the cart: the badge bumps for 600 ms. */
export const Bump: Story = {
  render: function Bump() {
    const [count, setCount] = useState(1);
    return (
      <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 8 }}>
        <CartButton count={count} />
        <Button variant="ghost" onPress={() => setCount((c) => c + 1)}>
          Add to cart
        </Button>
        <Button variant="ghost" onPress={() => setCount((c) => Math.max(0, c - 1))}>
          Remove one
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The bump lasts 600 ms: watched from before the click, so a slow machine cannot miss it (its exact length is
    // tested with fake timers in CountBadge.test.tsx).
    let bumped = false;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[data-part="count-badge"][data-bump="true"]')) bumped = true;
    });
    observer.observe(canvasElement, {
      attributes: true,
      childList: true,
      subtree: true,
      attributeFilter: ['data-bump'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByRole('button', { name: 'Cart 2 items' })).toBeVisible();
    await waitFor(() => expect(bumped).toBe(true));
    observer.disconnect();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <CountBadge count={5} tone="danger" />
      <CountBadge count={12} tone="accent" />
      <CountBadge count={100} tone="neutral" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('12 items').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'accent');
    await expect(badge).toHaveAttribute('data-placement', 'inline');
  },
};

export const Dark: Story = { ...OnButtons, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, padding: 8 }}>
      <CartButton count={2} label="السلة" />
      <CartButton count={120} label="السلة" />
    </div>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'السلة عنصران' })).toBeVisible();
  },
};

/** Arabic plural forms: one item reads "عنصر واحد". */
export const ArabicOneItem: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { count: 1 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('عنصر واحد')).toBeInTheDocument();
  },
};
