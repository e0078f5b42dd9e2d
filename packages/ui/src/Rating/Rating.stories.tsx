import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** How many stars of a rating are drawn filled. */
const filledStars = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('radio')
    .filter((radio) => radio.closest('label')?.hasAttribute('data-filled')).length;
const starLabel = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('radio', { name }).closest('label') as HTMLElement;

/** Default 5 stars; clicking and the keyboard change the value. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
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
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '1 star' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 3, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const star = within(canvasElement).getByRole('radio', { name: '5 stars' });
    await expect(star).toBeDisabled();
    await userEvent.click(star, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Called when the review form below really submits. */
const submitReview = fn();

/** Required and left empty: submitting shows the translated error and does not submit. */
export const RequiredError: Story = {
  args: { defaultValue: null, isRequired: true, name: 'rating' },
  render: (args) => (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitReview();
      }}
      style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
    >
      <Rating {...args} />
      <Button type="submit">Submit review</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitReview.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getByText('Please choose a rating')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('data-invalid', 'true');
    await expect(submitReview).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.queryByText('Please choose a rating')).toBeNull();
    // Submitted again (without moving the pointer or focus), it goes through.
    canvasElement.querySelector('form')?.requestSubmit();
    await expect(submitReview).toHaveBeenCalledTimes(1);
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
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Note' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 étoiles' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
  },
};

/**
 * Behaviour: the default value fills five stars; from nothing chosen, a click and the arrow keys set the value and
 * hovering only previews it; a given `label` or `aria-label` names the group; controlled values are rounded and
 * clamped to 1–5, `null` checks none.
 */
export const ChoosingAndClamping: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    // Padded: in the test browser the page's top-left corner can be under a real mouse cursor, which hovers a star.
    <div style={{ display: 'grid', gap: 12, padding: 24 }}>
      <Rating aria-label="Default" />
      <Rating {...args} aria-label="Quality" defaultValue={null} />
      <Rating label="Below range" value={-3} />
      <Rating aria-label="Fraction" value={3.6} />
      <Rating aria-label="Nothing" value={null} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const byDefault = canvas.getByRole('radiogroup', { name: 'Default' });
    await expect(within(byDefault).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(filledStars(byDefault)).toBe(5);
    const quality = canvas.getByRole('radiogroup', { name: 'Quality' });
    await expect(filledStars(quality)).toBe(0);
    await userEvent.click(within(quality).getByRole('radio', { name: '3 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(within(quality).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.unhover(starLabel(quality, '3 stars'));
    await waitFor(() => expect(filledStars(quality)).toBe(3));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(within(quality).getByRole('radio', { name: '2 stars' })).toBeChecked();

    // Hovering previews a value without choosing it: onChange stays at its four calls (3, 4, 3, 2).
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    // Hover again until the preview shows: Chromium's own pointer event from the real cursor can end a hover.
    await waitFor(async () => {
      await userEvent.hover(starLabel(quality, '4 stars'));
      await expect(filledStars(quality)).toBe(4);
    });
    await userEvent.unhover(starLabel(quality, '4 stars'));
    await waitFor(() => expect(filledStars(quality)).toBe(2));
    await expect(args.onChange).toHaveBeenCalledTimes(4);

    const below = canvas.getByRole('radiogroup', { name: 'Below range' });
    await expect(within(below).getByRole('radio', { name: '1 star' })).toBeChecked();
    const fraction = canvas.getByRole('radiogroup', { name: 'Fraction' });
    await expect(within(fraction).getByRole('radio', { name: '4 stars' })).toBeChecked();
    const nothing = canvas.getByRole('radiogroup', { name: 'Nothing' });
    await expect(
      within(nothing)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  },
};
