import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SortSelect } from './SortSelect';
import { SortSelectPlaceholder } from './SortSelectPlaceholder';

const meta = {
  title: 'Commerce/SortSelectPlaceholder',
  component: SortSelectPlaceholder,
  tags: ['autodocs'],
  args: { value: 'name' },
  parameters: {
    docs: {
      description: {
        component:
          '`SortSelect` as it will look ("Sort By" and the current sort), with none of its code: what the storefront shows while the select\'s chunk loads (issue 9). Inert and `aria-hidden`.',
      },
    },
  },
} satisfies Meta<typeof SortSelectPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PriceHighToLow: Story = { args: { value: 'price_desc' } };

/** Beside the real `SortSelect` with the same sort, each at its own width: the same size (checked). */
export const SameSizeAsSortSelect: Story = {
  args: { value: 'price_asc' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'start' }}>
      <div data-testid="placeholder">
        <SortSelectPlaceholder {...args} />
      </div>
      <div data-testid="select">
        <SortSelect value={args.value} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId('placeholder').getBoundingClientRect();
    const select = canvas.getByTestId('select').getBoundingClientRect();
    await expect(placeholder.height).toBeCloseTo(select.height, 0);
    await expect(placeholder.width).toBeCloseTo(select.width, 0);
  },
};

/** Behaviour: the label and the sort follow the language. */
export const French: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { value: 'price_desc' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="label"]')?.textContent).toBe('Trier par');
    await expect(canvasElement.querySelector('[data-part="value"]')?.textContent).toBe('Prix : décroissant');
  },
};
