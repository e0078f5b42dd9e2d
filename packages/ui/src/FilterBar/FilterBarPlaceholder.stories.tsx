import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FilterBar } from './FilterBar';
import { FilterBarPlaceholder } from './FilterBarPlaceholder';
import type { ProductFilterValue } from './filters';
import { filterOptions } from './fixtures';

const meta = {
  title: 'Commerce/FilterBarPlaceholder',
  component: FilterBarPlaceholder,
  tags: ['autodocs'],
  args: { value: {} },
  parameters: {
    docs: {
      description: {
        component:
          '`FilterBar` as it will look, with none of its code: the six labelled selects (chosen values, else "Loading…") and a row\'s space for the chips when filters are active. The storefront shows it while the bar\'s chunk loads after the first paint (issue 9). Inert and `aria-hidden`.',
      },
    },
  },
} satisfies Meta<typeof FilterBarPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActiveFilters: Story = { args: { value: { make: ['Toyota'], year: ['2016'] } } };

/** The placeholder above the real bar, for the same value and width: the same height (checked), chips or none. */
const sameHeight = (value: Partial<ProductFilterValue>): Story => ({
  args: { value },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, inlineSize: 960 }}>
      <div data-testid="placeholder">
        <FilterBarPlaceholder {...args} />
      </div>
      <div data-testid="bar">
        <FilterBar value={value} options={filterOptions} onChange={fn()} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId('placeholder').getBoundingClientRect();
    const bar = canvas.getByTestId('bar').getBoundingClientRect();
    await expect(placeholder.height).toBeCloseTo(bar.height, 0);
  },
});

export const SameHeightAsFilterBar: Story = sameHeight({});

export const SameHeightWithActiveFilters: Story = sameHeight({ make: ['Toyota'], year: ['2016'] });
