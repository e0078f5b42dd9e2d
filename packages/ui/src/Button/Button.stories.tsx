import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartIcon } from '../internal/icons';
import { ThemeProvider, useTheme } from '../theme/ThemeProvider';
import { primaryColors } from '../theme/tokens';
import { Button, type ButtonProps, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Add to cart',
    variant: 'primary',
    size: 'medium',
    isDisabled: false,
    isPending: false,
    fullWidth: false,
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: 'text' },
    pendingLabel: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "react-aria-components `Button` with every RAC prop. Variants and sizes are `data-variant` / `data-size`; hover, press, keyboard focus, disabled and pending are styled from RAC's `data-*` state attributes.",
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of buttonVariants) {
      const name = variant[0]?.toUpperCase() + variant.slice(1);
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size[0]?.toUpperCase() + size.slice(1)}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of buttonSizes) {
      const name = size[0]?.toUpperCase() + size.slice(1);
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('data-size', size);
    }
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <CartIcon />
        Add to cart
      </>
    ),
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveAttribute('data-focus-visible', 'true'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Primary' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Adding to cart…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adding to cart…' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The spinner stands in for the label, which is hidden from assistive technology.
    await expect(button.querySelector('[data-part="spinner"]')).not.toBeNull();
    await expect(button.querySelector('[data-part="label"]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Press it: the button is pending for a moment, as while an order is placed. */
export const PendingAfterPress: Story = {
  render: function PendingAfterPress(args) {
    const [isPending, setPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={isPending}
        pendingLabel="Adding to cart…"
        onPress={(e) => {
          args.onPress?.(e);
          setPending(true);
          setTimeout(() => setPending(false), 1200);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    // The same button, now named by the pending label.
    await expect(canvas.getByRole('button', { name: 'Adding to cart…' })).toBe(button);
    await expect(button).toHaveAttribute('data-pending', 'true');
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('data-pending'),
      {
        timeout: 3000,
      },
    );
  },
};

/**
 * Defaults (primary, medium), RAC props kept (`type`, `aria-label`), and react-aria's hover, press and
 * focus-visible states as data attributes.
 */
export const StatesAndDefaults: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <div style={row}>
      <Button>Go</Button>
      <Button type="submit" aria-label="Close dialog">
        ×
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Go' });
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await expect(button).toHaveAttribute('data-size', 'medium');
    await expect(canvas.getByRole('button', { name: 'Close dialog' })).toHaveAttribute('type', 'submit');
    // One user-event session, so the mouse button stays down between the two pointer actions.
    const user = userEvent.setup();
    // Watched from before the hover: Chromium's real (idle) mouse can end react-aria's hover at any moment with a
    // pointerover of its own when the page lays out under it, so the state is seen when it is set, not polled later.
    let hovered = false;
    const observer = new MutationObserver(() => {
      if (button.getAttribute('data-hovered') === 'true') hovered = true;
    });
    observer.observe(button, { attributes: true, attributeFilter: ['data-hovered'] });
    await user.hover(button);
    await waitFor(() => expect(hovered).toBe(true));
    observer.disconnect();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await waitFor(() => expect(button).toHaveAttribute('data-pressed', 'true'));
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await waitFor(() => expect(button).not.toHaveAttribute('data-pressed'));
    await user.unhover(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-hovered'));
    // A pointer press does not show the focus ring; keyboard focus does.
    await expect(button).not.toHaveAttribute('data-focus-visible');
    await user.click(canvasElement.ownerDocument.body);
    await user.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveAttribute('data-focus-visible', 'true'));
  },
};

export const LongLabel: Story = {
  args: { children: 'Request a quotation for the complete front suspension assembly', fullWidth: true },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};

export const Dark: Story = { ...Variants, globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { ...Variants, globals: { contrast: 'high' } };

export const DarkHighContrast: Story = { ...Variants, globals: { colorScheme: 'dark', contrast: 'high' } };

export const RightToLeftArabic: Story = {
  args: {
    children: (
      <>
        <CartIcon />
        أضف إلى السلة
      </>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  },
};

/** The default pending label follows the language. */
export const French: Story = {
  args: { children: 'Ajouter au panier', isPending: true },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Chargement…' })).toBeInTheDocument();
  },
};

function PresetRow(args: ButtonProps) {
  const theme = useTheme();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {primaryColors.map((primaryColor) => (
        <ThemeProvider
          key={primaryColor}
          scope="element"
          colorScheme={theme.colorScheme}
          contrast={theme.contrast}
          primaryColor={primaryColor}
          style={{ ...row, padding: 8, borderRadius: 8 }}
        >
          <Button {...args}>
            {primaryColor === 'default'
              ? 'Default (green)'
              : primaryColor[0]?.toUpperCase() + primaryColor.slice(1)}
          </Button>
          <Button {...args} variant="ghost">
            Ghost
          </Button>
        </ThemeProvider>
      ))}
    </div>
  );
}

/** §1 primary colour presets (the toolbar switches the whole Storybook; this shows them side by side). */
export const PrimaryPresets: Story = {
  render: (args) => <PresetRow {...args} />,
};
