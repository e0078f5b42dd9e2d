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
  play: async ({ canvasElement }) => {
    const shapes = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="skeleton"]')];
    await expect(shapes).toHaveLength(4);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    const [circle, text, , rect] = shapes;
    await expect(circle).toHaveAttribute('data-variant', 'circle');
    await expect(circle?.style.getPropertyValue('--_width')).toBe('48px');
    // No variant: a line of text; a string length is used as given.
    await expect(text).toHaveAttribute('data-variant', 'text');
    await expect(text?.style.getPropertyValue('--_width')).toBe('60%');
    await expect(rect).toHaveAttribute('data-variant', 'rect');
    await expect(rect?.style.getPropertyValue('--_height')).toBe('64px');
  },
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

export const NoAnimation: Story = {
  args: { animation: 'none' },
  play: async ({ canvasElement }) => {
    const lines = [...(canvasElement.querySelector('[data-part="skeleton"]')?.children ?? [])];
    await expect(lines).toHaveLength(3);
    for (const line of lines) {
      await expect(line).toHaveAttribute('data-variant', 'text');
      await expect(line).toHaveAttribute('data-animation', 'none');
    }
  },
};
export const Dark: Story = { ...Variants, globals: { colorScheme: 'dark' } };
export const RightToLeft: Story = { ...Variants, globals: { locale: 'ar' } };
