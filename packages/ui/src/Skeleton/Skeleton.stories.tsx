import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonVariants } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', lines: 3, animation: 'pulse' },
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
    animation: { control: 'inline-radio', options: ['pulse', 'none'] },
    width: { control: 'text' },
    height: { control: 'text' },
    lines: { control: { type: 'number', min: 1, max: 10 } },
  },
  decorators: [
    (Story) => (
      <div aria-busy="true" style={{ maxInlineSize: 360 }}>
        {Story()}
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Loading placeholders (text, rect, circle). Hidden from assistive technology: mark the loading region `aria-busy`. The pulse stops under `prefers-reduced-motion`.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-part="skeleton"]');
    await expect(shape).toHaveAttribute('aria-hidden', 'true');
    await expect(shape?.children).toHaveLength(3);
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton variant="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </div>
      <Skeleton variant="rect" width={96} height={64} />
    </div>
  ),
};

/** A product card while loading, as in the §2 grid (skeleton rows: 8, §9). */
export const ProductCardShape: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, inlineSize: 240 }}>
      <Skeleton variant="rect" height={180} />
      <Skeleton lines={2} />
      <Skeleton width={96} height={24} />
    </div>
  ),
};

export const NoAnimation: Story = { args: { animation: 'none' } };
export const Dark: Story = { ...Variants, globals: { colorScheme: 'dark' } };
export const RightToLeft: Story = { ...Variants, globals: { locale: 'ar' } };
