import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Shop name',
    placeholder: 'e.g. Kwame Auto Parts',
    description: 'As buyers will see it.',
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Shop name' });
    await userEvent.type(input, 'Abossey');
    await expect(args.onChange).toHaveBeenLastCalledWith('Abossey');
    await waitFor(() => expect(input).toHaveAttribute('data-focused', 'true'));
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Shop name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('As buyers will see it.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Name is required!', description: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Shop name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name is required!');
    await expect(canvasElement.querySelector('.react-aria-TextField, [data-rac]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Kwame Auto Parts' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Shop name' })).toBeDisabled();
  },
};

/** Controlled as react-hook-form drives it: value, onChange, onBlur, the error only while invalid; RAC props and the input ref pass through. */
export const ControlledForm: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: {
    label: 'Name',
    description: undefined,
    errorMessage: 'Name is required!',
    onBlur: fn(),
    inputRef: fn(),
  },
  render: function ControlledForm({ inputRef, ...args }) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    return (
      <>
        <TextField
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange?.(next);
            setValue(next);
          }}
          onBlur={(e) => {
            args.onBlur?.(e);
            setTouched(true);
          }}
          isInvalid={touched && !value}
        />
        <output>{value}</output>
        <TextField label="Email" type="email" name="email" isDisabled inputRef={inputRef} />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(canvas.queryByText('Name is required!')).not.toBeInTheDocument();
    await userEvent.type(input, 'Brake pads');
    await expect(canvas.getByRole('status')).toHaveTextContent('Brake pads');
    await expect(args.onChange).toHaveBeenLastCalledWith('Brake pads');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Name is required!')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Emptied after a blur: invalid, and the message describes the input.
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription('Name is required!');

    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('name', 'email');
    await expect(email).toBeDisabled();
    await expect(args.inputRef).toHaveBeenCalledWith(email);
  },
};

export const LongText: Story = {
  args: {
    label: 'Describe the condition of the part, including any visible wear, missing bolts or repairs',
    defaultValue:
      'Front suspension lower control arm with ball joint and bushings, removed from a 2015 Corolla',
    description:
      'Buyers read this before they order. Mention the vehicle it came from, the mileage and anything a mechanic should know before fitting it.',
  },
};

export const Dark: Story = { ...Invalid, play: undefined, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { globals: { contrast: 'high' } };

/** Behaviour: `inputDir="ltr"` keeps codes in reading order in a right-to-left form (issue 25, part numbers). */
export const LeftToRightInputInArabic: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { label: 'أرقام القطع', defaultValue: '04465-02220, 45022-SNA-A01', inputDir: 'ltr' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const input = within(canvasElement).getByRole('textbox', { name: 'أرقام القطع' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(input).direction).toBe('ltr');
  },
};

export const RightToLeftArabic: Story = {
  args: { label: 'اسم المتجر', placeholder: 'مثال: قطع غيار كوامي', description: 'كما سيراه المشترون.' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('textbox', { name: 'اسم المتجر' })).toBeVisible();
  },
};
