import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Components/ErrorPanel',
  component: ErrorPanel,
  tags: ['autodocs'],
  args: { message: 'Network Error', onRetry: fn() },
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    retryLabel: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 error panel: title "Error", a message and an optional retry button. A `role="alert"` region, so it is announced when it appears.',
      },
    },
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network Error');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Error' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Error' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Press "Try again": the button is pending while the request is retried. */
export const Retrying: Story = {
  render: function Retrying(args) {
    const [busy, setBusy] = useState(false);
    return (
      <ErrorPanel
        {...args}
        isRetrying={busy}
        onRetry={() => {
          setBusy(true);
          setTimeout(() => setBusy(false), 1200);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByRole('button', { name: 'Retrying…' })).toHaveAttribute('data-pending', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible(), {
      timeout: 3000,
    });
  },
};

/** In French; while `isRetrying` the button is pending and ignores presses; `headingLevel` sets the title's level. */
export const FrenchRetrying: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ErrorPanel {...args} />
      <ErrorPanel {...args} isRetrying headingLevel={3} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Erreur' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Erreur' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    const pending = canvas.getByRole('button', { name: 'Nouvel essai…' });
    await expect(pending).toHaveAttribute('data-pending', 'true');
    await userEvent.click(pending);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'We could not load the products for Toyota Corolla 2015 front suspension assembly because the server took too long to answer. Check your connection and try again in a few minutes.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { globals: { contrast: 'high' } };

export const RightToLeftArabic: Story = {
  args: { message: 'خطأ في الشبكة' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { name: 'خطأ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'أعد المحاولة' })).toBeVisible();
  },
};
