import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingLine } from './RatingLine';

const meta = {
  title: 'Components/RatingLine',
  component: RatingLine,
  tags: ['autodocs'],
  args: { rating: 4.3, ratings: 12, size: 'small' },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    ratings: { control: { type: 'number', min: 0 } },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    label: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A rating on one line (issue 25: a shop's rating from its verified reviews, on the shop page, its card and a product page): stars, the average to one decimal and 'N ratings', after an optional label; 'No ratings yet' when there are none. The stars' image names the average, so the visible number is hidden from assistive technology.",
      },
    },
  },
} satisfies Meta<typeof RatingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getByText('4.3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('12 ratings')).toBeVisible();
  },
};

/** What a shop page and a product page show: labelled, one rating, and none yet. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RatingLine {...args} label="Shop rating" />
      <RatingLine {...args} rating={5} ratings={1} />
      <RatingLine {...args} rating={0} ratings={0} label="Shop rating" />
      <RatingLine {...args} size="medium" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Shop rating')).toHaveLength(2);
    await expect(canvas.getByText('1 rating')).toBeVisible();
    await expect(canvas.getByText('No ratings yet')).toBeVisible();
    // No ratings: no stars to read.
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

export const Dark: Story = { ...Variants, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  ...Variants,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'التقييم 5 من 5' })).toBeVisible();
    await expect(canvas.getByText('تقييم واحد')).toBeVisible();
    await expect(canvas.getByText('لا توجد تقييمات بعد')).toBeVisible();
  },
};
