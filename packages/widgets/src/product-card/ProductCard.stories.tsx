import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contrastRatio, MIN_TEXT_CONTRAST, parseColour, type Rgb } from '../core/brand';
import { THEME_VARS } from '../core/theme';
import { garagePage, memoryCart, stubFetch } from '../test/fixtures';
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

/** The issue-22 garage: its brand purple set once on the page, for both of our themes. */
const BRAND_PURPLE = '#7a1fa2';
const rgbOf = (value: string) => {
  const colour = parseColour(value);
  if (!colour) throw new Error(`not an opaque rgb() colour: ${value}`);
  return colour;
};
const same = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - (b[i] as number)) <= 1);

/**
 * Add to cart in a garage's colour: its text reaches 4.5:1 on the brand in either theme, and hovering keeps the brand
 * (a shade of it, still 4.5:1), not our blue. Found by language-free means (`data-part`), so any toolbar language works.
 */
const brandPlay: Story['play'] = async ({ canvasElement, args }) => {
  const add = await waitFor(() => {
    const button = canvasElement.querySelector<HTMLElement>('[data-part="add-to-cart"]');
    if (!button) throw new Error('no Add to cart yet');
    return button;
  });
  const brand = rgbOf(BRAND_PURPLE);
  const colours = () => {
    const style = getComputedStyle(add);
    return { bg: rgbOf(style.backgroundColor), fg: rgbOf(style.color) };
  };
  await waitFor(() => expect(same(colours().bg, brand), 'the brand paints the button').toBe(true));
  const rest = colours();
  await expect(contrastRatio(rest.fg, rest.bg), 'text on the brand').toBeGreaterThanOrEqual(
    MIN_TEXT_CONTRAST,
  );
  // `:hover` paints `--w-accent-emphasis-hover` (core/theme.ts); a synthetic hover does not set `:hover`, so the
  // colour the rule would paint is read where the rule reads it.
  const hover = rgbOf(getComputedStyle(add).getPropertyValue('--w-accent-emphasis-hover'));
  await expect(same(hover, brand), 'hover differs from rest').toBe(false);
  await expect(contrastRatio(rest.fg, hover), 'text on hover').toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  const ourHover = rgbOf(THEME_VARS['accent-emphasis-hover'][args.theme === 'dark' ? 1 : 0]);
  await expect(same(hover, ourHover), 'hover is not our blue').toBe(false);
  // A shade of the brand, not another colour: purple stays purple (red and blue above green).
  await expect(hover[0] > hover[1] && hover[2] > hover[1], 'hover is a purple').toBe(true);
};

const brandDecorator: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={garagePage({ '--ab-accent-emphasis': BRAND_PURPLE })}>
      <Story />
    </div>
  ),
];

/** `--ab-accent-emphasis: #7a1fa2` on the host page, light theme. */
export const BrandColourLight: Story = {
  args: { cart: memoryCart() },
  decorators: brandDecorator,
  play: brandPlay,
};

/** The same page colour in the dark theme: the on-colour is computed from the brand (1.9:1 before issue 22). */
export const BrandColourDark: Story = {
  args: { theme: 'dark', cart: memoryCart() },
  decorators: brandDecorator,
  play: brandPlay,
};
