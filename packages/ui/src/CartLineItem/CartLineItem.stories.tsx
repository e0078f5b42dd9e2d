import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { partPhoto } from '../ProductCard/fixtures';
import { CartLineItem, type CartLineItemData } from './CartLineItem';
import { padsLine } from './fixtures';

const meta = {
  title: 'Commerce/CartLineItem',
  component: CartLineItem,
  tags: ['autodocs'],
  args: {
    item: padsLine,
    href: '#/shop/product/1042',
    onQuantityChange: fn(),
    onRemove: fn(),
    variant: 'default',
    isRemoving: false,
    isDisabled: false,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'compact'] } },
  // A working line: the story keeps the quantity the line reports.
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.item.quantity);
    return (
      <div style={{ maxInlineSize: args.variant === 'compact' ? 360 : 880 }}>
        <CartLineItem
          {...args}
          item={{ ...args.item, quantity }}
          onQuantityChange={(next, item) => {
            args.onQuantityChange?.(next, item);
            setQuantity(next);
          }}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A cart line (checkout cart step, cart drawer): 36 px thumbnail (placeholder without one), name link, shop, unit price and line total through `Money` (computed in pesewas), the shared `NumberField` for the quantity (digits only, blur below 1 becomes 1, max = stock), a remove button, and an out-of-stock / exceeds-stock warning tied to the field. `variant="compact"` for narrow places.',
      },
    },
  },
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3, expect.objectContaining({ id: 1042 }));
    await expect(canvas.getByText('GH₵ 1,350.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${padsLine.name} from cart` }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const BlurBelowOneBecomesOne: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: `Quantity of ${padsLine.name}` });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    await expect(field).toHaveValue('1');
  },
};

export const Compact: Story = { args: { variant: 'compact' } };

export const ExceedsStock: Story = {
  args: { item: { ...padsLine, quantity: 6, available: 4 } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: `Quantity of ${padsLine.name}` });
    await expect(field).toHaveAccessibleDescription('Only 4 available');
  },
};

export const OutOfStock: Story = {
  args: { item: { ...padsLine, available: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock — remove it to check out')).toBeVisible();
  },
};

export const NoImage: Story = { args: { item: { ...padsLine, coverUrl: null } } };

export const BrokenImage: Story = {
  args: { item: { ...padsLine, coverUrl: 'data:image/png;base64,broken' } },
};

export const Removing: Story = {
  args: { isRemoving: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Removing ${padsLine.name}…` }),
    ).toHaveAttribute('data-pending', 'true');
  },
};

export const ReadOnly: Story = { args: { onQuantityChange: undefined, onRemove: undefined } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    item: {
      ...padsLine,
      name: 'Genuine Mercedes-Benz W212 E-Class Front Left Lower Control Arm With Ball Joint And Bushings (2009–2016, All Engines)',
      shopName: 'Kaneshie First Light Genuine German Spare Parts Trading Enterprise Limited',
    },
  },
};

export const FreeItem: Story = {
  args: { item: { ...padsLine, price: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('GH₵ 0.00')).toHaveLength(2);
  },
};

export const HugePrice: Story = {
  args: { item: { ...padsLine, price: 9999999.99, quantity: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('GH₵ 9,999,999.99')).toHaveLength(2);
  },
};

export const MinimalData: Story = {
  args: {
    item: { id: 1, name: 'Spark plug', price: 25, quantity: 4 } satisfies CartLineItemData,
    href: undefined,
  },
};

/** A cart: lines in a list, compact. */
export const CartList: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxInlineSize: 360 }} aria-label="Cart">
      {[
        padsLine,
        {
          ...padsLine,
          id: 2,
          name: 'Honda Civic Automatic Gearbox',
          price: 1234567.89,
          quantity: 1,
          coverUrl: partPhoto('Gearbox', 30),
          available: 2,
        },
        {
          ...padsLine,
          id: 3,
          name: 'Kia Picanto Oil Filter',
          price: 35.5,
          quantity: 3,
          coverUrl: null,
          available: 0,
        },
      ].map((item) => (
        <li key={item.id}>
          <CartLineItem item={item} variant="compact" onQuantityChange={() => {}} onRemove={() => {}} />
        </li>
      ))}
    </ul>
  ),
};

export const Dark: Story = {
  args: { item: { ...padsLine, quantity: 6, available: 4 } },
  globals: { colorScheme: 'dark' },
};

export const RightToLeftArabic: Story = {
  args: { item: { ...padsLine, quantity: 5, available: 2 } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('قطعتان متاحتان فقط')).toBeVisible();
    await expect(canvas.getByText('GH₵ 2,250.00')).toHaveAttribute('dir', 'ltr');
  },
};

export const French: Story = {
  args: { item: { ...padsLine, quantity: 5, available: 2 } },
  globals: { locale: 'fr' },
};

/** With the buyer's active vehicle (issue 11): a part that does not fit says so on its line. */
export const DoesNotFitActiveVehicle: Story = {
  args: { fit: 'doesNotFit', fitVehicle: '2012 Toyota Corolla' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Doesn't fit").closest('[data-fit]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};
export const FitsActiveVehicle: Story = { args: { fit: 'fits', fitVehicle: '2012 Toyota Corolla' } };
export const FitDarkArabic: Story = {
  args: { fit: 'unknown', fitVehicle: 'Corolla' },
  globals: { colorScheme: 'dark', locale: 'ar' },
};
