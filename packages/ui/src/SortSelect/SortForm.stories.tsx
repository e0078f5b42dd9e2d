import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../test/storyI18n';
import { SortForm } from './SortForm';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Commerce/SortForm',
  component: SortForm,
  tags: ['autodocs'],
  args: {
    value: 'price_asc',
    action: '/shop/all-products',
    hiddenFields: [['make', 'Toyota']],
    onChange: fn(),
  },
} satisfies Meta<typeof SortForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select named `sort` in a GET form; with the keyboard, a choice calls `onChange` at once. */
export const Keyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: t('sortSelect.label') });
    await expect(select).toHaveAttribute('name', 'sort');
    await expect(select).toHaveValue('price_asc');
    await expect(canvasElement.querySelector('input[type="hidden"][name="make"]')).toHaveValue('Toyota');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'newest');
    await expect(args.onChange).toHaveBeenCalledWith('newest');
  },
};

/** The form beside the select it stands in for: the same size, so the select replaces it in place. */
export const SameSizeAsSortSelect: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'start' }}>
      <div data-testid="form">
        <SortForm {...args} />
      </div>
      <div data-testid="select">
        <SortSelect value={args.value} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByTestId('form').getBoundingClientRect();
    const select = canvas.getByTestId('select').getBoundingClientRect();
    await expect(form.height).toBeCloseTo(select.height, 0);
    await expect(form.width).toBeCloseTo(select.width, 0);
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };
