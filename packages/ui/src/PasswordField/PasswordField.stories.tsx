import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The live region that announces the strength level politely. */
const announcer = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="polite"]');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toBe(input);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('meter')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'abc');
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '20');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect(announcer(canvasElement)).toHaveTextContent('Password strength: Weak');
    await userEvent.type(input, 'defgh');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Medium',
    );
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(toggle).toHaveAttribute('data-selected', 'true'));
  },
};

export const Weak: Story = { args: { defaultValue: 'abc' } };
export const Medium: Story = { args: { defaultValue: 'abcdefgh' } };
export const Strong: Story = {
  args: { defaultValue: 'Abossey2025!' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    await expect(meter).toHaveAttribute('data-level', 'strong');
    await expect(announcer(canvasElement)).toHaveTextContent('Password strength: Strong');
  },
};
export const Visible: Story = { args: { defaultValue: 'Abossey2025!', defaultVisible: true } };

export const Invalid: Story = {
  args: {
    defaultValue: 'abc',
    isInvalid: true,
    errorMessage: 'Password must be at least 8 characters!',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAccessibleDescription(
      'Password must be at least 8 characters!',
    );
  },
};

/** Sign-in: no meter, and `autoComplete` left to its default, `current-password`. */
export const SignIn: Story = {
  args: { showStrength: false, autoComplete: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveAttribute('autocomplete', 'current-password');
    await expect(within(canvasElement).queryByRole('meter')).toBeNull();
  },
};
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
    await expect(within(canvasElement).getByRole('button', { name: 'إظهار كلمة المرور' })).toBeVisible();
  },
};
