import { type ProductSort, productSorts } from '@abossey/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Commerce/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { onChange: fn(), isDisabled: false },
  argTypes: {
    value: { control: 'select', options: ['featured', 'newest', 'price_asc', 'price_desc', 'name'] },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 260, minBlockSize: 320 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The §2 "Sort By" select on the shared `Select`: Featured, Newest, Price: Low to High, Price: High to Low, A-Z (default). `onChange` receives the SDK\'s `ProductSort` (`featured`, `newest`, `price_asc`, `price_desc`, `name`), the `sort` parameter of `sdk.products.list`.',
      },
    },
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Sort By/ });
    await expect(trigger).toHaveTextContent('A-Z');
    await userEvent.click(trigger);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Newest' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await expect(trigger).toHaveTextContent('Newest');
  },
};

/** The five §2 sorts in order, A-Z chosen. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Sort By/ }));
    await waitFor(() => expect(body.getByRole('option', { name: 'Price: Low to High' })).toBeVisible());
    const options = within(body.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Featured',
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'A-Z',
    ]);
    await expect(options).toHaveLength(productSorts.length);
    await expect(body.getByRole('option', { name: 'A-Z' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Controlled: Story = { args: { value: 'price_desc' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const WithoutVisibleLabel: Story = {
  args: { label: null, 'aria-label': 'Sort products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sort products/ })).toBeVisible();
  },
};

export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: /ترتيب حسب/ })).toHaveTextContent('أ-ي');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { defaultValue: 'featured' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Trier par/ })).toHaveTextContent(
      'En vedette',
    );
  },
};
export const Chinese: Story = { globals: { locale: 'cn' }, args: { defaultValue: 'newest' } };
export const Vietnamese: Story = { globals: { locale: 'vi' }, args: { defaultValue: 'price_asc' } };

/** Behaviour: controlled (starting on Newest) under a custom label, chosen from the keyboard. */
export const ControlledFromKeyboard: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { label: 'Order' },
  render: function ControlledSort(args) {
    const [sort, setSort] = useState<ProductSort>('newest');
    return (
      <SortSelect
        {...args}
        value={sort}
        onChange={(next) => {
          args.onChange?.(next);
          setSort(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Order/ });
    await expect(trigger).toHaveTextContent('Newest');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('listbox').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('featured');
    await waitFor(() => expect(trigger).toHaveTextContent('Featured'));
  },
};
