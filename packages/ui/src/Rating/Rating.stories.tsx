import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Rating } from './Rating';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { onChange: fn(), size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    label: { control: 'text' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isRequired: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Star rating input for the §2 review form (§9: scale 1–5, default 5). A react-aria-components `RadioGroup` with one radio per star ("3 stars"): click or hover a star, or use the arrow keys (mirrored in Arabic). Labelled "Rating" unless given a `label` or `aria-label`. Reuses the star of the display-only `Stars` and its `rating.filled` / `rating.empty` colours.',
      },
    },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default 5 stars; clicking and the keyboard change the value. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

/** Nothing chosen yet (`defaultValue={null}`). */
export const Empty: Story = {
  args: { defaultValue: null },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  },
};

/** Controlled from outside, showing the value next to it. */
export const Controlled: Story = {
  render: function ControlledRating(args) {
    const [value, setValue] = useState<number>(3);
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Rating
          {...args}
          value={value}
          onChange={(v) => {
            args.onChange?.(v);
            setValue(v);
          }}
        />
        <output>Value: {value}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '1 star' }));
    await expect(canvas.getByText('Value: 1')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Rating key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
};

export const ReadOnly: Story = {
  args: { value: 4, isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '1 star' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 3, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '5 stars' })).toBeDisabled();
  },
};

/** Required and left empty: submitting shows the translated error. */
export const RequiredError: Story = {
  args: { defaultValue: null, isRequired: true, name: 'rating' },
  render: (args) => (
    <form onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Rating {...args} />
      <Button type="submit">Submit review</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getByText('Please choose a rating')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.queryByText('Please choose a rating')).toBeNull();
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    label: 'How would you rate this brake pad set from a very long supplier name in Abossey Okai market?',
    description: 'Your rating is shown with your review.',
    isInvalid: true,
    errorMessage: 'Field is required!',
  },
};

/** Bad input: values outside 1–5 are clamped. */
export const OutOfRange: Story = {
  args: { value: 12, max: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

export const Dark: Story = { args: { defaultValue: 3 }, globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { args: { defaultValue: 3 }, globals: { contrast: 'high' } };

/** Arrow keys follow the reading direction: ArrowLeft moves to the next star in Arabic. */
export const Arabic: Story = {
  args: { defaultValue: 2 },
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'التقييم' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'نجمتان' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '5 étoiles' })).toBeChecked();
  },
};
