import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stars } from './Stars';

const meta = {
  title: 'Components/Stars',
  component: Stars,
  tags: ['autodocs'],
  args: { value: 4.5, max: 5, size: 'medium' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    label: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Read-only rating (§9 scale 1–5): one image whose name says the rating to one decimal in the current language; fractions fill part of a star.',
      },
    },
  },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const Values: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1, 2.3, 3.5, 4.8, 5].map((value) => (
        <Stars key={value} {...args} value={value} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Stars key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Dark: Story = { ...Values, globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { ...Values, globals: { contrast: 'high' } };

/** Stars fill from the right in Arabic. */
export const RightToLeftArabic: Story = {
  args: { value: 3.5 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'التقييم 3.5 من 5' })).toBeVisible();
  },
};

export const French: Story = {
  args: { value: 3.5 },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Noté 3,5 sur 5' })).toBeVisible();
  },
};

/** Behaviour: the name rounds to one decimal, the fill is exact, and out-of-range or missing values are clamped. */
export const RoundingAndClamping: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Stars {...args} value={4.26} />
      <Stars {...args} value={7} />
      <Stars {...args} value={-1} />
      <Stars {...args} value={Number.NaN} label="No rating" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fill = (name: string) => canvas.getByRole('img', { name }).style.getPropertyValue('--_fill');
    const rounded = canvas.getByRole('img', { name: 'Rated 4.3 out of 5' });
    await expect(rounded.style.getPropertyValue('--_fill')).toBe('85.2%');
    // A row of five empty stars under a row of five filled ones, each row one drawing five stars wide.
    const rows = rounded.querySelectorAll('svg');
    await expect(rows).toHaveLength(2);
    for (const row of rows) {
      await expect(row.getBoundingClientRect().width).toBeCloseTo(5 * row.getBoundingClientRect().height, 1);
      await expect(row.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(5);
    }
    await expect(fill('Rated 5 out of 5')).toBe('100%');
    await expect(fill('Rated 0 out of 5')).toBe('0%');
    await expect(canvas.getByRole('img', { name: 'No rating' })).toHaveAttribute('data-value', '0');
  },
};
