import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageSize: 12, total: 130, onChange: fn(), showFirstLast: true },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageSize: { control: 'inline-radio', options: [5, 10, 12, 25, 30, 50] },
    total: { control: { type: 'number', min: 0 } },
  },
  render: function Controlled(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onChange={(next) => {
          args.onChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1 - 12 of 130',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Showing 121 - 130 of 130');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('data-disabled', 'true');
  },
};

export const MiddlePage: Story = { args: { page: 5, pageSize: 5, total: 48 } };
export const LastPage: Story = { args: { page: 4, pageSize: 5, total: 18 } };
export const Empty: Story = { args: { total: 0 } };
export const SinglePage: Story = { args: { total: 4, pageSize: 5 } };
export const WithoutFirstLast: Story = { args: { showFirstLast: false, page: 2 } };
export const LargeNumbers: Story = { args: { page: 4321, pageSize: 30, total: 1234567 } };
export const Disabled: Story = { args: { page: 2, isDisabled: true } };

export const Narrow: Story = {
  args: { page: 2 },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

export const Dark: Story = { args: { page: 3 }, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { page: 2 } satisfies Partial<PaginationProps>,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('navigation', { name: 'ترقيم الصفحات' })).toHaveTextContent(
      'عرض 13 - 24 من 130',
    );
  },
};

export const French: Story = {
  args: { page: 2 },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Page suivante' })).toBeVisible();
  },
};
