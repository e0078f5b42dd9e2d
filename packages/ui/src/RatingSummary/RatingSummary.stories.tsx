import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingSummary } from './RatingSummary';

const meta = {
  title: 'Components/RatingSummary',
  component: RatingSummary,
  tags: ['autodocs'],
  args: { ratings: ['5', '5', '4', '4', '3', '5', '4', '2', '5', '5', '4', '1'] },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 reviews summary: the average to one decimal with stars, "Based on N reviews" and the 5-to-1 distribution (by rounded rating) as bars with counts. Pass raw `ratings` (numbers or the API\'s string numbers) or a precomputed `summary`; `summarizeRatings()` exposes the same maths. Each bar row is read as one sentence ("5 stars: 5 reviews (42%)"). No reviews: the §2 empty text.',
      },
    },
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Customer ratings' })).toBeVisible();
    await expect(canvas.getByText('3.9')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 3.9 out of 5' })).toBeVisible();
    await expect(canvas.getByText('Based on 12 reviews')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Rating distribution' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows.map((row) => row.getAttribute('data-stars'))).toEqual(['5', '4', '3', '2', '1']);
    await expect(rows[0]).toHaveTextContent('5 stars: 5 reviews (42%)');
    await expect(rows[2]).toHaveTextContent('3 stars: 1 review (8%)');
    await expect(rows[4]).toHaveTextContent('1 star: 1 review (8%)');
    await expect(
      rows[0]?.querySelector<HTMLElement>('[data-part="bar"]')?.style.getPropertyValue('--_share'),
    ).toMatch(/^41\.66/);
  },
};

/** No reviews: empty state, no bars. */
export const Empty: Story = {
  args: { ratings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet. Be the first to review this product!')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('0.0')).toBeVisible();
    await expect(canvas.getByText('Based on 0 reviews')).toBeVisible();
  },
};

export const SingleReview: Story = {
  args: { ratings: ['4'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.0')).toBeVisible();
    await expect(canvas.getByText('Based on 1 review')).toBeVisible();
  },
};

/** Server-side counts (index 0 = 1 star), e.g. a popular product. */
export const PrecomputedCounts: Story = {
  args: { summary: { counts: [120, 45, 380, 2100, 9876] }, title: 'Reviews' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByText('4.7')).toBeVisible();
    await expect(canvas.getByText('Based on 12,521 reviews')).toBeVisible();
  },
};

/** Bad input: ratings that are not numbers are ignored, values out of range are clamped. */
export const BadInput: Story = {
  args: { ratings: ['abc', '', null, undefined, '9', '-2', 3] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Based on 3 reviews')).toBeVisible();
    const fourStars = canvasElement.querySelector('[data-part="row"][data-stars="4"]');
    await expect(fourStars).toHaveTextContent('4 stars: 0 reviews (0%)');
  },
};

export const NoTitleLongEmptyMessage: Story = {
  args: {
    ratings: [],
    title: null,
    emptyMessage:
      'This brake pad set for the Toyota Corolla 2008–2013 from a very long supplier name in Abossey Okai has not been reviewed by any buyer yet, so there is nothing to summarise.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { globals: { contrast: 'high' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('بناءً على 12 مراجعة')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3,9')).toBeVisible();
    await expect(within(canvasElement).getByText('Basé sur 12 avis')).toBeVisible();
  },
};

/** Behaviour: precomputed counts under an h2 title give their mean; Arabic says "two reviews" in its dual form. */
export const PrecomputedPairInArabic: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { summary: { counts: [0, 0, 0, 1, 1] }, title: 'Reviews', headingLevel: 2 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    const average = new Intl.NumberFormat('ar-u-nu-latn', { minimumFractionDigits: 1 }).format(4.5);
    await expect(canvas.getByText(average)).toBeVisible();
    await expect(canvas.getByText('بناءً على مراجعتين')).toBeVisible();
  },
};
