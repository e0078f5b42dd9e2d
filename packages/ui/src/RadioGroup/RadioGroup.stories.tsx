import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Used' }));
    await expect(args.onChange).toHaveBeenCalledWith('used');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Field is required!', defaultValue: undefined },
};
export const Disabled: Story = { args: { isDisabled: true } };
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
