import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Brand New', tone: 'success', variant: 'subtle', size: 'small' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Brand New');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveAttribute('data-variant', 'subtle');
    await expect(badge).toHaveAttribute('data-size', 'small');
  },
};

const all = (args: Story['args']) => (
  <div style={{ display: 'grid', gap: 12 }}>
    {(['subtle', 'solid'] as const).map((variant) => (
      <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {badgeTones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} variant={variant}>
            {tone[0]?.toUpperCase() + tone.slice(1)}
          </Badge>
        ))}
      </div>
    ))}
  </div>
);

export const Tones: Story = { render: all };

export const Medium: Story = {
  args: { size: 'medium' },
  render: all,
  play: async ({ canvasElement }) => {
    const [subtle, solid] = within(canvasElement).getAllByText('Success');
    await expect(subtle).toHaveAttribute('data-variant', 'subtle');
    await expect(solid).toHaveAttribute('data-tone', 'success');
    await expect(solid).toHaveAttribute('data-variant', 'solid');
    await expect(solid).toHaveAttribute('data-size', 'medium');
  },
};

/** Without tone, variant or size a badge is small, subtle and neutral; other attributes pass through. */
export const Defaults: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => <Badge title="Condition">Used</Badge>,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Used');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).toHaveAttribute('data-variant', 'subtle');
    await expect(badge).toHaveAttribute('data-size', 'small');
    await expect(badge).toHaveAttribute('title', 'Condition');
  },
};

export const LongText: Story = {
  args: { children: 'Refurbished by the original manufacturer with a twelve-month warranty' },
  decorators: [(Story) => <div style={{ inlineSize: 200 }}>{Story()}</div>],
};

export const Dark: Story = { render: all, globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { render: all, globals: { contrast: 'high' } };

export const DarkHighContrast: Story = { render: all, globals: { colorScheme: 'dark', contrast: 'high' } };

export const RightToLeftArabic: Story = { args: { children: 'جديد' }, globals: { locale: 'ar' } };
