import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading the file', value: 42, maxValue: 100 },
  parameters: {
    docs: {
      description: {
        component:
          'Progress of long work the user waits for (react-aria `ProgressBar`): a catalogue import follows its upload, then shows the server working as an indeterminate bar. `valueLabel` replaces the percentage ("1,200 of 5,000 rows").',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading the file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
  },
};

/** A figure of its own instead of the percentage. */
export const WithValueLabel: Story = {
  args: { label: 'Importing rows', value: 1200, maxValue: 5000, valueLabel: '1,200 of 5,000 rows' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importing rows' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1,200 of 5,000 rows');
    await expect(within(canvasElement).getByText('1,200 of 5,000 rows')).toBeVisible();
  },
};

/** The amount of work is unknown: no value, an animated bar (still under reduced motion). */
export const Indeterminate: Story = {
  args: { label: 'Applying the changes', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Applying the changes' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** The label hidden from sight, still the bar's name. */
export const HiddenLabel: Story = {
  args: { label: 'Upload', value: 75, hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  },
};

function Stepping() {
  const [value, setValue] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <ProgressBar label="Sending" value={value} />
      <Button variant="secondary" onPress={() => setValue((v) => Math.min(100, v + 25))}>
        Send more
      </Button>
    </div>
  );
}

/** The bar follows its value. */
export const Advancing: Story = {
  render: () => <Stepping />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Sending' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Send more' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send more' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
  },
};
