import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar } from '../FilterBar/FilterBar';
import type { ProductFilterValue } from '../FilterBar/filters';
import { filterOptions } from '../FilterBar/fixtures';
import { storyT } from '../test/storyI18n';
import { FilterForm } from './FilterForm';

const meta = {
  title: 'Commerce/FilterForm',
  component: FilterForm,
  tags: ['autodocs'],
  args: {
    value: {},
    options: filterOptions,
    action: '/shop/all-products',
    hiddenFields: [['q', 'brake']],
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 product filters as one GET form, for pages without JavaScript and before hydration (issue 23): a disclosure per filter (checkboxes with counts; Condition as radios), each with Apply, in the space `FilterBar` takes. With `onChange` Apply calls it instead of loading a page.',
      },
    },
  },
  // The panels open downwards over what follows.
  decorators: [(Story) => <div style={{ minBlockSize: 380 }}>{Story()}</div>],
} satisfies Meta<typeof FilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the keyboard: Tab reaches Make, then (open) its checkboxes, Space checks Honda, Tab reaches Apply and Enter
 * applies; Escape closes the filter and gives focus back to it. (Enter on a summary is the browser's own; user-event
 * does not play it, so the disclosure opens with a click here and with Enter in e2e/no-js.spec.ts.)
 */
export const Keyboard: Story = {
  args: { value: { make: ['Toyota'] } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: t('filters.label') });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/shop/all-products');
    await expect(canvas.getByRole('checkbox', { name: /^Toyota/ })).toBeChecked();

    await userEvent.tab();
    const make = canvasElement.querySelector('summary') as HTMLElement;
    await expect(make).toHaveFocus();
    await expect(make).toHaveTextContent(`${t('filters.make')}Toyota`);
    await userEvent.click(make);
    await expect(make.parentElement).toHaveAttribute('open');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Toyota/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: /^Honda/ })).toBeChecked();
    for (let i = 0; i < 5; i++) await userEvent.tab();
    const apply = within(make.parentElement as HTMLElement).getByRole('button', {
      name: t('filterForm.apply'),
    });
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      make: ['Toyota', 'Honda'],
      model: [],
      year: [],
      category: [],
      part: [],
      condition: 'all',
    });

    await userEvent.keyboard('{Escape}');
    await expect(make.parentElement).not.toHaveAttribute('open');
    await expect(make).toHaveFocus();
  },
};

/** Condition is a radio group: Used, applied. */
export const Condition: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const summaries = canvasElement.querySelectorAll('summary');
    const condition = summaries[summaries.length - 1] as HTMLElement;
    await expect(condition).toHaveTextContent(t('filters.condition'));
    await userEvent.click(condition);
    await expect(canvas.getByRole('radio', { name: t('filters.conditionAll') })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: t('product.condition.used') }));
    const group = canvas.getByRole('group', { name: t('filters.condition') });
    await userEvent.click(within(group.parentElement as HTMLElement).getByRole('button'));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ condition: 'Used' }));
  },
};

/** While filters are chosen, "Reset all" links to the page without them. */
export const WithActiveFilters: Story = {
  args: {
    value: { make: ['Toyota'], year: ['2016'], condition: 'Brand New' },
    resetHref: '/shop/all-products',
  },
  play: async (context) => {
    const t = storyT(context);
    await expect(
      within(context.canvasElement).getByRole('link', { name: t('filters.resetAll') }),
    ).toHaveAttribute('href', '/shop/all-products');
  },
};

export const Dark: Story = { args: { value: { make: ['Toyota'] } }, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = { args: { value: { make: ['Toyota'] } }, globals: { locale: 'ar' } };

/** The form above the bar, for the same value and width: the same height, so the bar replaces it in place. */
const sameHeight = (value: Partial<ProductFilterValue>): Story => ({
  tags: ['!autodocs'],
  args: { value },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, inlineSize: 960 }}>
      <div data-testid="form">
        <FilterForm {...args} />
      </div>
      <div data-testid="bar">
        <FilterBar value={value} options={filterOptions} onChange={fn()} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByTestId('form').getBoundingClientRect();
    const bar = canvas.getByTestId('bar').getBoundingClientRect();
    await expect(form.height).toBeCloseTo(bar.height, 0);
  },
});

export const SameHeightAsFilterBar: Story = sameHeight({});

export const SameHeightWithActiveFilters: Story = sameHeight({ make: ['Toyota'], year: ['2016'] });
