import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Condition',
    defaultValue: 'all',
    onChange: fn(),
    orientation: 'vertical',
    isDisabled: false,
    isInvalid: false,
    children: [
      <Radio key="all" value="all">
        All
      </Radio>,
      <Radio key="new" value="new">
        Brand New
      </Radio>,
      <Radio key="used" value="used">
        Used
      </Radio>,
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Condition' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    const used = canvas.getByRole('radio', { name: 'Used' });
    await userEvent.click(used);
    await expect(args.onChange).toHaveBeenCalledWith('used');
    await waitFor(() => expect(used.closest('label')).toHaveAttribute('data-selected', 'true'));
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Field is required!', defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Field is required!')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('data-invalid', 'true');
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Used' })).toBeDisabled();
  },
};
export const Dark: Story = { args: { orientation: 'horizontal' }, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { globals: { contrast: 'high' } };

export const RightToLeftArabic: Story = {
  args: {
    label: 'الحالة',
    children: [
      <Radio key="all" value="all">
        الكل
      </Radio>,
      <Radio key="new" value="new">
        جديد
      </Radio>,
      <Radio key="used" value="used">
        مستعمل
      </Radio>,
    ],
    orientation: 'horizontal',
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'الحالة' })).toBeVisible();
  },
};

/** Behaviour: with a description, in a row, the arrow keys move the choice and show the keyboard focus ring. */
export const KeyboardWithDescription: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { description: 'Filter products', orientation: 'horizontal' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Filter products')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Used' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('used');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('new');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Brand New' }).closest('label')).toHaveAttribute(
        'data-focus-visible',
        'true',
      ),
    );
  },
};
