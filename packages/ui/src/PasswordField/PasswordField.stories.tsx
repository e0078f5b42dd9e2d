import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', showStrength: true, autoComplete: 'new-password', isRequired: true },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'RAC `TextField` with a show/hide toggle and the §5 strength meter: 20 points each for length ≥ 8, uppercase, lowercase, digit, symbol; under 30 Weak, 30–59 Medium, 60+ Strong. Level changes are announced politely.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await userEvent.type(input, 'abcdefgh');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Medium',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Weak: Story = { args: { defaultValue: 'abc' } };
export const Medium: Story = { args: { defaultValue: 'abcdefgh' } };
export const Strong: Story = { args: { defaultValue: 'Abossey2025!' } };
export const Visible: Story = { args: { defaultValue: 'Abossey2025!', defaultVisible: true } };

export const Invalid: Story = {
  args: {
    defaultValue: 'abc',
    isInvalid: true,
    errorMessage: 'Password must be at least 8 characters!',
  },
};

export const SignIn: Story = { args: { showStrength: false, autoComplete: 'current-password' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret' } };
export const Dark: Story = { args: { defaultValue: 'abcdefgh' }, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { args: { defaultValue: 'Abossey2025!' }, globals: { contrast: 'high' } };

export const RightToLeftArabic: Story = {
  args: { label: 'كلمة المرور', defaultValue: 'abcdefgh' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('meter', { name: 'قوة كلمة المرور' })).toHaveAttribute(
      'aria-valuetext',
      'متوسطة',
    );
  },
};
