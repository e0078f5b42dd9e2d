import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterBar } from './FilterBar';
import type { ProductFilterValue } from './filters';
import { filterOptions } from './fixtures';

const meta = {
  title: 'Commerce/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: { value: {}, options: filterOptions, onChange: fn(), isDisabled: false },
  // A working bar: the story keeps the value the bar reports.
  render: function Render(args) {
    const [value, setValue] = useState<Partial<ProductFilterValue>>(args.value);
    return (
      <FilterBar
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  decorators: [(Story) => <div style={{ minBlockSize: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The §2 product filters for wide screens: Make, Model, Year, Category and Part (`MultiSelect`) and Condition (All, Brand New, Used) in a row, then the active filters as removable chips with "Reset all". One controlled `value` (`ProductFilterValue`, the SDK\'s `productListQuery` names) + `options` (facets with counts; narrowing them by the other choices is the app\'s job, §4) + `onChange`. `loading` shows a spinner and "Loading…" in the selects. Small screens: `FilterDrawer`.',
      },
    },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Make/ }));
    await userEvent.click(await body.findByRole('option', { name: /Toyota/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ make: ['Toyota'] }));
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Make: Toyota' })).toBeVisible());
  },
};

export const WithActiveFilters: Story = {
  args: {
    value: { make: ['Toyota', 'Honda'], model: ['Corolla'], year: ['2016'], condition: 'Brand New' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Make: Honda' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ make: ['Toyota'], condition: 'Brand New' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all' }));
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull();
  },
};

export const ConditionUsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Condition/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Used' }),
    );
    await expect(canvas.getByRole('row', { name: 'Condition: Used' })).toBeVisible();
  },
};

export const LoadingOptions: Story = {
  args: { loading: { model: true, year: true }, options: { ...filterOptions, model: [], year: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'Loading options' })).toHaveLength(2);
  },
};

export const AllLoading: Story = { args: { loading: true } };

/** Nothing to choose yet: the selects say "No options" and are disabled. */
export const NoOptions: Story = { args: { options: {} } };

export const Disabled: Story = { args: { isDisabled: true, value: { make: ['Kia'] } } };

export const LongValues: Story = {
  args: {
    value: {
      part: ['Front suspension lower control arm with ball joint and bushings'],
      make: ['Mercedes-Benz'],
    },
    options: {
      ...filterOptions,
      part: [{ value: 'Front suspension lower control arm with ball joint and bushings', count: 1234567 }],
    },
  },
};

export const Dark: Story = { ...WithActiveFilters, play: undefined, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { value: { make: ['Toyota'], condition: 'Used' } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('region', { name: 'عوامل التصفية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة تعيين الكل' })).toBeVisible();
  },
};

export const French: Story = {
  args: { value: { make: ['Toyota'], condition: 'Used' } },
  globals: { locale: 'fr' },
};
export const Chinese: Story = { args: { value: { year: ['2016'] } }, globals: { locale: 'cn' } };
