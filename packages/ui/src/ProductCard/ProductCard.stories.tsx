import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../test/storyI18n';
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const card = within(canvasElement).getByRole('article', { name: brakePads.name });
    const add = within(card).getByRole('button', { name: t('productCard.addToCart') });
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(brakePads);
    await expect(within(card).getByRole('link', { name: brakePads.name })).toHaveAttribute(
      'href',
      '#/shop/product/1042',
    );
    await expect(within(card).getByText('GH₵ 450.00')).toBeVisible();
    // The product: photo, condition, part, name link in a heading, rating, shop, GH₵ price, stock.
    await expect(add).toHaveAccessibleDescription(brakePads.name);
    const image = within(card).getByRole('img', { name: brakePads.name });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('src', brakePads.images[0]);
    await expect(image).not.toHaveAttribute('srcset');
    await expect(within(card).getByText(t('product.condition.brandNew'))).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(within(card).getByText('Brake Pads · Brakes')).toBeVisible();
    const heading = within(card).getByRole('heading', { level: 3, name: brakePads.name });
    await expect(within(heading).getByRole('link', { name: brakePads.name })).toBeVisible();
    await expect(
      within(card).getByRole('img', { name: t('rating.label', { rating: 4.5, max: 5 }) }),
    ).toBeVisible();
    await expect(within(card).getByText(t('rating.count', { count: 23, value: 23 }))).toBeVisible();
    await expect(
      within(card).getByText(t('productCard.soldBy', { shop: 'Kwame Auto Parts — Abossey Okai' })),
    ).toBeVisible();
    await expect(within(card).getByText('GH₵ 450.00')).toHaveAttribute('value', '450.00');
    await expect(within(card).getByText(t('product.stock.inStock'))).toHaveAttribute('data-stock', 'in');
    // No vehicle fit given: no fit badge.
    await expect(card).not.toHaveAttribute('data-fit');
    await expect(within(card).queryByText(t('fitBadge.fits'))).toBeNull();
  },
};

/** The same play with the toolbar on Arabic (right to left) and dark, as a designer might have it (issue 22). */
export const PlaygroundInArabicDark: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'ar', colorScheme: 'dark' },
  play: async (context) => {
    // Really Arabic and dark: the English text is gone and the page is dark.
    await expect(within(context.canvasElement).queryByText('In stock')).toBeNull();
    await expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    await Playground.play?.(context);
  },
};

export const WishlistToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Save ${brakePads.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(heart).toHaveAttribute('data-selected', 'true'));
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
  play: async ({ canvasElement }) => {
    // Hidden from assistive technology: no article.
    await expect(canvasElement.querySelector('[data-part="product-card-skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const NoImage: Story = {
  args: { product: { ...brakePads, images: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img', { name: brakePads.name })).toBeNull();
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
    await expect(card.getByText('Out of stock')).toHaveAttribute('data-stock', 'out');
    await expect(card.getByRole('article', { name: brakePads.name })).toHaveAttribute('data-stock', 'out');
  },
};

export const LowStock: Story = {
  args: { product: { ...brakePads, stock: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 3 left')).toBeVisible();
    await expect(within(canvasElement).getByText('Only 3 left')).toHaveAttribute('data-stock', 'low');
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

/**
 * Two cards side by side on a 360 px phone (ProductGrid's cells are `product-card` containers): under 220 px the card
 * tightens its padding and drops the cart icon, so "Add to cart" keeps one line.
 */
export const TwoOnAPhone: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 158px)',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {[brakePads, usedGearbox].map((product) => (
        <li
          key={product.id}
          style={{ containerName: 'product-card', containerType: 'inline-size', display: 'flex' }}
        >
          <ProductCard {...args} product={product} href={`#/shop/product/${product.id}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Add to cart' })) {
      await expect(button.querySelector('svg')).not.toBeVisible();
      const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight);
      const { paddingBlockStart, paddingBlockEnd } = getComputedStyle(button);
      const textHeight =
        button.clientHeight - Number.parseFloat(paddingBlockStart) - Number.parseFloat(paddingBlockEnd);
      // One line of text: the button is no taller than its minimum (the words did not wrap).
      await expect(textHeight).toBeLessThan(lineHeight * 2);
    }
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
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No ratings yet')).toBeVisible();
    await expect(card.queryByText('Brand New')).toBeNull();
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

/** Arabic page, English names too long for the line: the ellipsis cuts their end, and their start stays in view. */
export const RightToLeftLatinNames: Story = {
  args: {
    product: {
      ...brakePads,
      partName: 'Front Brake Pad Set With Wear Sensor',
      partCategory: 'Brakes And Braking Components',
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const part = canvasElement.querySelector('[data-part="part"]') as HTMLElement;
    await expect(part.scrollWidth).toBeGreaterThan(part.clientWidth);
    // The first letter ("F") is drawn inside the line's box, not cut off past its left edge.
    const first = document.createRange();
    first.setStart(part.firstChild as Text, 0);
    first.setEnd(part.firstChild as Text, 1);
    const [letter, box] = [first.getBoundingClientRect(), part.getBoundingClientRect()];
    await expect(letter.left).toBeGreaterThanOrEqual(box.left);
    await expect(letter.right).toBeLessThanOrEqual(box.right);
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
    await expect(
      card.getByRole('button', { name: `Ajouter ${brakePads.name} à la liste d’envies` }),
    ).toBeVisible();
  },
};

/** In French, a used part with one rating and two left: the singular and plural forms. */
export const FrenchUsedPart: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { product: usedGearbox },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('D’occasion')).toBeVisible();
    await expect(card.getByText('Plus que 2 en stock')).toBeVisible();
    await expect(card.getByText('1 avis')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Noté 3,8 sur 5' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Ajouter ${usedGearbox.name} à la liste d’envies` }),
    ).toBeVisible();
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
    const badge = within(canvasElement).getByText('Fits').closest('[data-fit]');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveTextContent('Fits for 2012 Toyota Corolla');
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-fit', 'fits');
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

const navigate = fn();
const renderLink = fn((children: ReactNode) => <a href="#/p/1042">{children}</a>);
const routed: ProductCardProduct = { ...brakePads, id: 11, name: 'Routed brake pads' };
const ownLink: ProductCardProduct = { ...usedGearbox, id: 12, name: 'Gearbox with an app link' };
const plain: ProductCardProduct = { ...brakePads, id: 13, name: 'Plain brake pads' };
const eightLeft: ProductCardProduct = { ...usedGearbox, id: 14, name: 'Gearbox, eight left', stock: 8 };
const wishlisted: ProductCardProduct = { ...brakePads, id: 15, name: 'Wishlisted brake pads' };
const bare: ProductCardProduct = { id: 16, name: 'Spark plug', price: 0, stock: Number.NaN };

/**
 * Links go through react-aria's RouterProvider (`href`) or the app's `renderLink`, and the name is plain text without
 * either; `headingLevel`; no buttons for actions the app does not handle; `lowStockThreshold`; a controlled
 * `isWishlisted` only reports the press; missing optional data and an unknown stock (out of stock, no condition).
 */
export const Behaviour: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        <ProductCard product={routed} href="/shop/product/11" headingLevel={2} />
        <ProductCard product={ownLink} href="/ignored" renderLink={renderLink} />
        <ProductCard product={plain} />
        <ProductCard product={eightLeft} lowStockThreshold={10} />
        <ProductCard product={wishlisted} isWishlisted onToggleWishlist={args.onToggleWishlist} />
        <ProductCard product={bare} onAddToCart={args.onAddToCart} />
      </div>
    </RouterProvider>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (product: ProductCardProduct) => within(canvas.getByRole('article', { name: product.name }));

    const routedLink = card(routed).getByRole('link', { name: routed.name });
    await expect(card(routed).getByRole('heading', { level: 2, name: routed.name })).toBeVisible();
    await userEvent.click(routedLink);
    await expect(navigate).toHaveBeenLastCalledWith('/shop/product/11', undefined);

    await expect(card(ownLink).getByRole('link', { name: ownLink.name })).toHaveAttribute('href', '#/p/1042');
    await expect(renderLink).toHaveBeenCalledWith(ownLink.name, ownLink);

    await expect(card(plain).queryByRole('link')).toBeNull();
    await expect(card(plain).getByRole('heading', { name: plain.name })).toBeVisible();
    await expect(card(plain).queryByRole('button')).toBeNull();

    await expect(card(eightLeft).getByText('Only 8 left')).toHaveAttribute('data-stock', 'low');

    const heart = card(wishlisted).getByRole('button', { name: /wishlist/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(wishlisted, false);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await expect(card(bare).getByText('No ratings yet')).toBeVisible();
    await expect(card(bare).getByText('GH₵ 0.00')).toBeVisible();
    await expect(card(bare).getByText('Out of stock')).toBeVisible();
    await expect(card(bare).queryByText('Brand New')).toBeNull();
    await expect(card(bare).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};
