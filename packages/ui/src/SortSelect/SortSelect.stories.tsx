import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Sort By/ }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Price: Low to High' }),
      ).toBeVisible(),
    );
  },
};

export const Controlled: Story = { args: { value: 'price_desc' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const WithoutVisibleLabel: Story = { args: { label: null, 'aria-label': 'Sort products' } };

export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: /ترتيب حسب/ })).toHaveTextContent('أ-ي');
  },
};

export const French: Story = { globals: { locale: 'fr' }, args: { defaultValue: 'featured' } };
export const Chinese: Story = { globals: { locale: 'cn' }, args: { defaultValue: 'newest' } };
export const Vietnamese: Story = { globals: { locale: 'vi' }, args: { defaultValue: 'price_asc' } };
