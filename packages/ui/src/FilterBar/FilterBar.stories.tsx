import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterBar } from './FilterBar';
import { EMPTY_PRODUCT_FILTERS, type ProductFilterValue } from './filters';
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
    // The six §2 controls in a named region, all on "All"; no chips yet.
    const region = canvas.getByRole('region', { name: 'Filters' });
    for (const name of ['Make', 'Model', 'Year', 'Category', 'Part', 'Condition']) {
      await expect(within(region).getByRole('button', { name: new RegExp(name) })).toHaveTextContent('All');
    }
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Make/ }));
    // Options show their facet counts.
    await expect(await body.findByRole('option', { name: /Toyota/ })).toHaveTextContent('Toyota (412)');
    await userEvent.click(await body.findByRole('option', { name: /Toyota/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_PRODUCT_FILTERS, make: ['Toyota'] });
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
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_PRODUCT_FILTERS,
      make: ['Toyota'],
      model: ['Corolla'],
      year: ['2016'],
      condition: 'Brand New',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_PRODUCT_FILTERS);
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reset all' })).toBeNull();
  },
};

export const ConditionUsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Condition/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Used' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_PRODUCT_FILTERS, condition: 'Used' });
    await expect(canvas.getByRole('row', { name: 'Condition: Used' })).toBeVisible();
  },
};

export const LoadingOptions: Story = {
  args: { loading: { model: true, year: true }, options: { ...filterOptions, model: [], year: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Loading options' })).toHaveLength(2);
    // A loading select without options says so and is disabled; the others work.
    const model = canvas.getByRole('button', { name: /Model/ });
    await expect(model).toHaveTextContent('Loading…');
    await expect(model).toHaveAccessibleName(/Loading options/);
    await expect(model).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Make/ })).toBeEnabled();
  },
};

export const AllLoading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'Loading options' })).toHaveLength(5);
  },
};

/** Nothing to choose yet: the selects say "No options" and are disabled. */
export const NoOptions: Story = {
  args: { options: {} },
  play: async ({ canvasElement }) => {
    const year = within(canvasElement).getByRole('button', { name: /Year/ });
    await expect(year).toHaveTextContent('No options');
    await expect(year).toBeDisabled();
  },
};

/**
 * Several makes at once; the chip of a condition removes it; a value the options no longer hold is kept; an
 * `onReset` handles "Reset all" instead of `onChange`.
 */
export const ChipsAndAppReset: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { value: { model: ['Civic'], condition: 'Brand New' }, onReset: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const model = canvasElement.querySelector('[data-filter="model"]') as HTMLElement;
    await expect(within(model).getByRole('button', { name: /Model/ })).toHaveTextContent('Civic');
    await expect(canvas.getByRole('row', { name: 'Model: Civic' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Make/ }));
    await userEvent.click(await body.findByRole('option', { name: /Toyota/ }));
    await userEvent.click(body.getByRole('option', { name: /Kia/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_PRODUCT_FILTERS,
      make: ['Toyota', 'Kia'],
      model: ['Civic'],
      condition: 'Brand New',
    });
    await userEvent.keyboard('{Escape}');
    const chips = await canvas.findByRole('grid', { name: 'Active filters' });
    await waitFor(() => expect(within(chips).getByRole('row', { name: 'Make: Kia' })).toBeVisible());
    await expect(within(chips).getByRole('row', { name: 'Make: Toyota' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Condition: Brand New' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_PRODUCT_FILTERS,
      make: ['Toyota', 'Kia'],
      model: ['Civic'],
    });

    const changes = (args.onChange as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledTimes(changes);
  },
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Filtres' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Marque : Toyota' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'État : D’occasion' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tout réinitialiser' })).toBeVisible();
  },
};
export const Chinese: Story = { args: { value: { year: ['2016'] } }, globals: { locale: 'cn' } };
