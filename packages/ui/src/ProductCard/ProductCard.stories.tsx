import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brakePads, partPhoto, usedGearbox } from './fixtures';
import { ProductCard, type ProductCardProduct } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    product: brakePads,
    href: '#/shop/product/1042',
    onAddToCart: fn(),
    onToggleWishlist: fn(),
    isAddingToCart: false,
    headingLevel: 3,
    lowStockThreshold: 5,
    imageLoading: 'lazy',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    isWishlisted: { control: 'boolean' },
  },
  // The §2 grid's narrowest column is 280 px.
  render: (args) => (
    <div style={{ inlineSize: 280, maxInlineSize: '100%' }}>
      <ProductCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A product in a grid (§2): photo, condition, part, name (the whole card links to the product), rating, shop, GH₵ price, stock; "Add to cart" only while stock is above 0; a wishlist heart. Accepts the SDK `Product`. Apps route through `href` with react-aria\'s `RouterProvider`, or `renderLink`.',
      },
    },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: brakePads.name });
    const add = within(card).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(brakePads);
    await expect(within(card).getByRole('link', { name: brakePads.name })).toHaveAttribute(
      'href',
      '#/shop/product/1042',
    );
    await expect(within(card).getByText('GH₵ 450.00')).toBeVisible();
  },
};

export const WishlistToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Save ${brakePads.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleWishlist).toHaveBeenLastCalledWith(brakePads, true);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggleWishlist).toHaveBeenLastCalledWith(brakePads, false);
  },
};

export const Wishlisted: Story = { args: { isWishlisted: true } };

export const Loading: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Loading products" style={{ inlineSize: 280 }}>
      <ProductCardSkeleton />
    </section>
  ),
};

export const NoImage: Story = {
  args: { product: { ...brakePads, images: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image')).toBeVisible();
  },
};

/** An image URL that fails to load falls back to the placeholder. */
export const BrokenImage: Story = {
  args: { product: { ...brakePads, images: ['data:image/png;base64,broken'] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No image')).toBeVisible());
  },
};

export const OutOfStock: Story = {
  args: { product: { ...brakePads, stock: 0 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Out of stock')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  },
};

export const LowStock: Story = {
  args: { product: { ...brakePads, stock: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 3 left')).toBeVisible();
  },
};

export const UsedCondition: Story = { args: { product: usedGearbox } };

export const NoRatingsYet: Story = { args: { product: { ...brakePads, rating: 0, ratings: 0 } } };

export const AddingToCart: Story = {
  args: { isAddingToCart: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adding to cart…' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    product: {
      ...brakePads,
      name: 'Genuine Mercedes-Benz W212 E-Class Front Left Lower Control Arm With Ball Joint And Bushings (2009–2016, All Engines)',
      partName: 'Lower Control Arm And Ball Joint Assembly',
      partCategory: 'Suspension And Steering',
      businessName: 'Kaneshie First Light Genuine German Spare Parts Trading Enterprise Limited',
    },
  },
};

export const LargePrice: Story = {
  args: { product: { ...usedGearbox, price: 1234567.89, stock: 40 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GH₵ 1,234,567.89')).toBeVisible();
  },
};

export const Free: Story = { args: { product: { ...brakePads, price: 0 } } };

/** Only id, name, price and stock: nothing else is required. */
export const MinimalData: Story = {
  args: {
    product: { id: 9, name: 'Spark plug', price: 25, stock: 100 } satisfies ProductCardProduct,
    onToggleWishlist: undefined,
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const DarkOutOfStock: Story = {
  args: { product: { ...usedGearbox, stock: 0 } },
  globals: { colorScheme: 'dark' },
};

export const HighContrast: Story = { args: { product: usedGearbox }, globals: { contrast: 'high' } };

export const DarkHighContrast: Story = { globals: { colorScheme: 'dark', contrast: 'high' } };

export const RightToLeftArabic: Story = {
  args: { product: usedGearbox },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(card.getByText('مستعمل')).toBeVisible();
    await expect(card.getByText('بقيت قطعتان فقط')).toBeVisible();
    await expect(card.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
    await expect(card.getByText('GH₵ 1,234,567.89')).toHaveAttribute('dir', 'ltr');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Neuf')).toBeVisible();
    await expect(card.getByText('En stock')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Noté 4,5 sur 5' })).toBeInTheDocument();
  },
};

export const Vietnamese: Story = { args: { product: usedGearbox }, globals: { locale: 'vi' } };

export const Chinese: Story = { args: { product: usedGearbox }, globals: { locale: 'cn' } };

const catalogue: ProductCardProduct[] = [
  brakePads,
  usedGearbox,
  {
    ...brakePads,
    id: 3,
    name: 'Nissan Almera Radiator',
    partName: 'Radiator',
    partCategory: 'Cooling',
    images: [partPhoto('Radiator', 150)],
    stock: 0,
    rating: 0,
    ratings: 0,
  },
  {
    ...brakePads,
    id: 4,
    name: 'Hyundai Elantra Headlamp (Right)',
    partName: 'Headlamp',
    partCategory: 'Lighting',
    images: [],
    price: 890,
    stock: 4,
    metadata: { productState: 'Used' },
  },
  {
    ...brakePads,
    id: 5,
    name: 'Kia Picanto Oil Filter',
    partName: 'Oil Filter',
    partCategory: 'Engine',
    images: [partPhoto('Oil filter', 280)],
    price: 35.5,
    rating: 5,
    ratings: 1208,
  },
];

/** Cards in a responsive grid (auto-fill, 280 px minimum), with working cart and wishlist state. */
export const InAGrid: Story = {
  render: function InAGrid(args) {
    const [wishlist, setWishlist] = useState<number[]>([brakePads.id]);
    return (
      <section aria-label="Products">
        <div
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          }}
        >
          {catalogue.map((product) => (
            <ProductCard
              key={product.id}
              {...args}
              product={product}
              href={`#/shop/product/${product.id}`}
              isWishlisted={wishlist.includes(product.id)}
              onToggleWishlist={(p, next) =>
                setWishlist((ids) => (next ? [...ids, p.id] : ids.filter((id) => id !== p.id)))
              }
            />
          ))}
          <ProductCardSkeleton />
        </div>
      </section>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(catalogue.length);
    const heart = canvas.getByRole('button', { name: `Save ${usedGearbox.name} to wishlist` });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** With the buyer's active vehicle (issue 11): the fit badge under the shop. */
export const FitsActiveVehicle: Story = {
  args: { fit: 'fits', fitVehicle: '2012 Toyota Corolla' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fits').closest('[data-fit]')).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};
export const DoesNotFitActiveVehicle: Story = {
  args: { fit: 'doesNotFit', fitVehicle: '2012 Toyota Corolla' },
};
export const FitUnknown: Story = { args: { fit: 'unknown', fitVehicle: '2012 Toyota Corolla' } };
export const FitDark: Story = {
  args: { fit: 'doesNotFit', fitVehicle: 'Taxi' },
  globals: { colorScheme: 'dark' },
};
export const FitRightToLeftArabic: Story = {
  args: { fit: 'fits', fitVehicle: 'Corolla 2012' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('مناسب')).toBeVisible();
  },
};
