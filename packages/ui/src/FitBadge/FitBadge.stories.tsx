import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FitBadge } from './FitBadge';

const meta = {
  title: 'Components/FitBadge',
  component: FitBadge,
  tags: ['autodocs'],
  args: { fit: 'fits', vehicle: '2012 Toyota Corolla', variant: 'subtle', size: 'small' },
  argTypes: {
    fit: { control: 'inline-radio', options: ['fits', 'doesNotFit', 'unknown'] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Whether a part fits the buyer's active vehicle (issue 11): `fitsVehicle(product, vehicle)` from `@abossey/sdk` gives `fits`, `doesNotFit` or `unknown` (the product lists no vehicles). A mark and words, never colour alone; the vehicle is named for screen readers and as a tooltip.",
      },
    },
  },
} satisfies Meta<typeof FitBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Fits').closest('[data-fit]');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveAttribute('data-fit', 'fits');
    // The vehicle is named for screen readers and in the tooltip.
    await expect(badge).toHaveTextContent('Fits for 2012 Toyota Corolla');
    await expect(badge).toHaveAttribute('title', 'Fits for 2012 Toyota Corolla');
  },
};

export const AllAnswers: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(['fits', 'doesNotFit', 'unknown'] as const).map((fit) => (
        <FitBadge key={fit} {...args} fit={fit} />
      ))}
      {(['fits', 'doesNotFit', 'unknown'] as const).map((fit) => (
        <FitBadge key={`solid-${fit}`} {...args} fit={fit} variant="solid" size="medium" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Doesn't fit")[0]?.closest('[data-fit]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(canvas.getAllByText('Fit unknown')[0]?.closest('[data-fit]')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
};

export const Dark: Story = { ...AllAnswers, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { ...AllAnswers, globals: { contrast: 'high' } };

export const RightToLeftArabic: Story = {
  ...AllAnswers,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getAllByText('مناسب')[0]).toBeVisible();
    await expect(within(canvasElement).getAllByText('غير مناسب')[0]?.closest('[data-fit]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

export const French: Story = { ...AllAnswers, play: undefined, globals: { locale: 'fr' } };
