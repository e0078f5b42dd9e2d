import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memoryCart, stubFetch } from '../test/fixtures';
import { ProductCard } from './ProductCard';

const stub = stubFetch();

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: { apiBase: 'https://abossey.example', fetch: stub.fetch, productId: 1042, onEvent: fn(() => true) },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'vi', 'cn', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    fetch: { table: { disable: true } },
    cart: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '`<abossey-product-card product-id="…">` (issue 7): one part loaded by id — photo, name (a link to the marketplace with `ref`), GH₵ price through `formatMoney`, condition, rating and stock; add to cart never goes past the stock. With `vehicle` (`Make/Model/Year`, issue 11) the card says Fits, Doesn’t fit or Fit unknown for that vehicle, as the `FitBadge` of ui: a mark and the words, the vehicle named for screen readers; no full vehicle, no badge. A missing or unknown id, or an unreachable marketplace, shows a small translated message and emits `error`.',
      },
    },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { cart: memoryCart() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Add to cart' });
    await expect(canvas.getByText('GH₵ 450.00')).toBeInTheDocument();
    await userEvent.click(add);
    await expect(args.onEvent).toHaveBeenCalledWith(
      'add-to-cart',
      expect.objectContaining({ productId: 1042 }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('added to your cart');
  },
};

export const UsedLowStock: Story = { args: { productId: 2077, cart: memoryCart() } };

export const SoldOut: Story = {
  args: { productId: 3001, cart: memoryCart() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  },
};

export const AllInCart: Story = {
  args: {
    productId: 2077,
    cart: memoryCart([{ id: 2077, name: 'Gearbox', price: 1, available: 2, quantity: 2 }]),
  },
};

export const Unknown: Story = {
  args: { productId: 999, cart: memoryCart() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This part could not be found.',
    );
  },
};

export const Unreachable: Story = {
  args: { fetch: stubFetch({ unreachable: true }).fetch, cart: memoryCart() },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not reach the marketplace.'),
    );
  },
};

export const Dark: Story = { args: { theme: 'dark', cart: memoryCart() } };

export const Arabic: Story = { args: { lang: 'ar', cart: memoryCart() } };

/** `vehicle="Toyota/Corolla/2015"` on brake pads listed for that car (issue 11). */
export const FitsVehicle: Story = {
  args: { vehicle: 'Toyota/Corolla/2015', cart: memoryCart() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Add to cart' });
    const badge = canvasElement.querySelector('[data-part="fit"]');
    await expect(badge).toHaveAttribute('data-fit', 'fits');
    await expect(badge).toHaveTextContent('Fits for 2015 Toyota Corolla');
  },
};

/** The same pads for a Honda Civic. */
export const DoesNotFitVehicle: Story = {
  args: { vehicle: 'Honda/Civic/2016', cart: memoryCart() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Add to cart' });
    const badge = canvasElement.querySelector('[data-part="fit"]');
    await expect(badge).toHaveAttribute('data-fit', 'doesNotFit');
    await expect(badge).toHaveTextContent("Doesn't fit for 2016 Honda Civic");
  },
};

/** Universal wiper blades list no vehicles: the fit is unknown, never "doesn't fit". */
export const FitUnknown: Story = {
  args: { productId: 4010, vehicle: 'Toyota/Corolla/2015', cart: memoryCart() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Add to cart' });
    await expect(canvasElement.querySelector('[data-part="fit"]')).toHaveAttribute('data-fit', 'unknown');
  },
};

export const FitsVehicleDarkArabic: Story = {
  args: { vehicle: 'Toyota/Corolla/2015', theme: 'dark', lang: 'ar', cart: memoryCart() },
};
