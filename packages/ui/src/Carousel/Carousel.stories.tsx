import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Money } from '../Money/Money';
import { Carousel } from './Carousel';

const parts = [
  { name: 'Brake pads (front)', price: 250 },
  { name: 'Oil filter', price: 45.5 },
  { name: 'Spark plugs ×4', price: 120 },
  { name: 'Radiator', price: 1850 },
  { name: 'Alternator', price: 2400 },
  { name: 'Timing belt kit', price: 980 },
];

const Card = ({ name, price }: { name: string; price: number }) => (
  <article
    style={{
      boxSizing: 'border-box',
      minBlockSize: 120,
      padding: 16,
      border: '1px solid var(--ab-border-default)',
      borderRadius: 8,
      background: 'var(--ab-bg-surface)',
      color: 'var(--ab-fg-default)',
    }}
  >
    <h3 style={{ margin: '0 0 8px', fontSize: '1rem', overflowWrap: 'anywhere' }}>{name}</h3>
    <Money value={price} />
  </article>
);

const cards = parts.map((p) => <Card key={p.name} {...p} />);

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { 'aria-label': 'Similar products', slidesPerView: 3, onIndexChange: fn(), children: cards },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'A light scroll-snap carousel (no dependency) for similar and top-selling products. §5 slide size: `auto`, px (number), a percentage or CSS length string, or `slidesPerView` (a number of slides). Slides scroll natively and snap; previous / next buttons (disabled at the ends), dots and the arrow keys (mirrored right to left) move one slide, smoothly unless reduced motion is preferred. Works with 0 (renders nothing) or 1 slide (no controls).',
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Similar products' });
    await expect(region).toBeVisible();
    // The WAI-ARIA carousel pattern: a carousel region of slides named "2 of 6".
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    await expect(slides).toHaveLength(6);
    await expect(slides[1]).toHaveAttribute('aria-label', '2 of 6');
    await expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // 6 slides, 3 per view: 4 starting positions.
    await expect(canvas.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(4);
    await userEvent.click(next);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4' }));
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
  },
};

/** Arrow keys on the focused slide area (mirrored right to left), Home and End. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const viewport = canvasElement.querySelector('[data-part="viewport"]') as HTMLElement;
    viewport.focus();
    // Forward is ArrowRight left to right and ArrowLeft right to left (the RTL test project).
    const rtl = getComputedStyle(viewport).direction === 'rtl';
    const [forward, back] = rtl ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.keyboard(forward);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    await userEvent.keyboard(forward);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(2));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(0));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(3));
    await userEvent.keyboard(back);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(2));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(3));
  },
};

/** One full-width slide at a time (the default size, 100%). */
export const FullWidth: Story = {
  args: { slidesPerView: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(6);
  },
};

export const PixelSize: Story = { args: { slidesPerView: undefined, slideSize: 200 } };

export const PercentSize: Story = { args: { slidesPerView: undefined, slideSize: '80%' } };

/** `auto`: each slide keeps its own width. */
export const AutoSize: Story = {
  args: {
    slidesPerView: undefined,
    slideSize: 'auto',
    children: parts.map((p, i) => (
      <div key={p.name} style={{ inlineSize: 120 + (i % 3) * 60 }}>
        <Card {...p} />
      </div>
    )),
  },
};

export const PartialNextSlide: Story = { args: { slidesPerView: 2.5 } };

export const SingleSlide: Story = {
  args: { children: cards[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Brake pads (front)')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No slides: renders nothing. */
export const NoSlides: Story = {
  args: { children: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** Bad input: very long names, GH₵ 0.00 and GH₵ 9,999,999.99. */
export const LongTextAndMoney: Story = {
  args: {
    children: [
      <Card
        key="a"
        name={'Mercedes-Benz Sprinter 316 CDI front suspension control arm, left, OEM '.repeat(2)}
        price={0}
      />,
      <Card key="b" name="Radiator" price={9999999.99} />,
      <Card key="c" name="Oil filter" price={45.5} />,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GH₵ 0.00')).toBeVisible();
    await expect(canvas.getByText('GH₵ 9,999,999.99')).toBeVisible();
  },
};

/** French: the default name and the controls are translated. */
export const French: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { 'aria-label': undefined },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Carrousel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Diapositive suivante' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { globals: { contrast: 'high' } };

/** Arabic: slides run right to left and ArrowLeft moves forward. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { 'aria-label': 'منتجات مشابهة' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'الشريحة السابقة' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'الشريحة التالية' }));
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    const viewport = canvasElement.querySelector('[data-part="viewport"]') as HTMLElement;
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(2));
  },
};
