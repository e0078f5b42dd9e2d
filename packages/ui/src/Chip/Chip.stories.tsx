import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Chip, ChipGroup } from './Chip';

const meta = {
  title: 'Components/Chip',
  component: ChipGroup,
  tags: ['autodocs'],
  args: { label: 'Active filters', onRemove: fn(), children: null },
  parameters: {
    docs: {
      description: {
        component:
          'Chips are react-aria-components `TagGroup` / `Tag`. With `onRemove` each chip gets a remove button ("Remove Toyota") and Delete/Backspace removes the focused chip; with `selectionMode` they are selectable filters. Arrow keys move between chips.',
      },
    },
  },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const initial = [
  { id: 'make', name: 'Toyota' },
  { id: 'model', name: 'Corolla' },
  { id: 'year', name: '2015' },
  { id: 'category', name: 'Brakes' },
  { id: 'condition', name: 'Brand New' },
];

/** The §2 active filters: removable chips with reset-all. */
export const Playground: Story = {
  render: function Filters(args) {
    const [chips, setChips] = useState(initial);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <ChipGroup
          label={args.label}
          items={chips}
          onRemove={(keys) => {
            args.onRemove?.(keys);
            setChips((current) => current.filter((chip) => !keys.has(chip.id)));
          }}
          renderEmptyState={() => 'No filters applied'}
        >
          {(chip) => <Chip id={chip.id}>{chip.name}</Chip>}
        </ChipGroup>
        <Button variant="ghost" size="small" onPress={() => setChips(initial)}>
          Reset all
        </Button>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Active filters' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Remove Toyota' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Toyota' })).toHaveAttribute('data-allows-removing', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Corolla' }));
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['model']));
    await expect(canvas.queryByRole('row', { name: 'Corolla' })).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** Delete removes the focused chip; removing every chip shows the empty state. */
export const RemoveAll: Story = {
  ...Playground,
  tags: ['!autodocs', 'no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toyota = canvas.getByRole('row', { name: 'Toyota' });
    await expect(toyota).toHaveFocus();
    await waitFor(() => expect(toyota).toHaveAttribute('data-focus-visible', 'true'));
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['make']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'Toyota' })).toBeNull());
    for (const name of ['Corolla', '2015', 'Brakes', 'Brand New']) {
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${name}` }));
      await expect(canvas.queryByRole('row', { name })).toBeNull();
    }
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['condition']));
    await expect(canvas.queryAllByRole('row')).toHaveLength(0);
    await expect(canvas.getByText('No filters applied')).toBeVisible();
  },
};

export const Selectable: Story = {
  render: () => (
    <ChipGroup label="Condition" selectionMode="single" defaultSelectedKeys={['all']} disallowEmptySelection>
      <Chip id="all">All</Chip>
      <Chip id="new">Brand New</Chip>
      <Chip id="used">Used</Chip>
    </ChipGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without onRemove, no remove buttons.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('row', { name: 'All' })).toHaveAttribute('data-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: 'Used' }));
    await expect(canvas.getByRole('row', { name: 'Used' })).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('row', { name: 'All' })).not.toHaveAttribute('data-selected');
  },
};

export const KeyboardFocus: Story = {
  render: () => (
    <ChipGroup aria-label="Active filters" onRemove={() => {}}>
      <Chip id="a">Toyota</Chip>
      <Chip id="b">Corolla</Chip>
    </ChipGroup>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('row', { name: 'Toyota' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const Disabled: Story = {
  render: () => (
    <ChipGroup label="Active filters" onRemove={() => {}} disabledKeys={['b']}>
      <Chip id="a">Toyota</Chip>
      <Chip id="b">Corolla</Chip>
    </ChipGroup>
  ),
};

export const LongText: Story = {
  render: () => (
    <div style={{ maxInlineSize: 280 }}>
      <ChipGroup label="Active filters" onRemove={() => {}}>
        <Chip id="a">Front suspension lower control arm with ball joint and bushings</Chip>
        <Chip id="b">Mercedes-Benz</Chip>
      </ChipGroup>
    </div>
  ),
};

export const Dark: Story = { ...Disabled, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  render: () => (
    <ChipGroup label="عوامل التصفية" onRemove={() => {}}>
      <Chip id="a">تويوتا</Chip>
      <Chip id="b">كورولا</Chip>
    </ChipGroup>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'إزالة تويوتا' })).toBeVisible();
  },
};
