import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../test/storyI18n';
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
          args.onChange?.(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Elements are found by their names in the toolbar's language (`storyT`), so the play passes in French or Arabic
 * as well (`PlaygroundInFrenchDark` runs it so).
 */
export const Playground: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const button = (key: string) => canvas.getByRole('button', { name: t(`pagination.${key}`) });
    await expect(canvas.getByRole('navigation', { name: t('pagination.label') })).toHaveTextContent(
      t('pagination.summary', { from: 1, to: 12, total: 130 }),
    );
    // On the first page, First and Previous are disabled (RAC data-disabled) and ignore presses.
    await expect(button('first')).toHaveAttribute('data-disabled', 'true');
    await expect(button('previous')).toBeDisabled();
    await expect(button('next')).not.toBeDisabled();
    await userEvent.click(button('previous'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(button('next'));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pagination.page', { page: 2, pages: 11 }));
    await userEvent.click(button('last'));
    await expect(canvas.getByRole('navigation')).toHaveTextContent(
      t('pagination.summary', { from: 121, to: 130, total: 130 }),
    );
    await expect(button('next')).toHaveAttribute('data-disabled', 'true');
    await expect(button('last')).toBeDisabled();
  },
};

/** The same play with the toolbar on French and dark, as a designer might have it (issue 22). */
export const PlaygroundInFrenchDark: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr', colorScheme: 'dark' },
  play: async (context) => {
    // Really French and dark: the English text is gone and the page is dark.
    await expect(within(context.canvasElement).getByRole('navigation')).not.toHaveTextContent('Showing');
    await expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    await Playground.play?.(context);
  },
};

/** Each button reports its page (first, previous, next, last), and large totals are grouped (1,234). */
export const EveryButton: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { page: 5, pageSize: 12, total: 1234 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 49 - 60 of 1,234',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 5 of 103');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 4);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 5);
    await expect(args.onChange).toHaveBeenNthCalledWith(3, 1);
    await expect(args.onChange).toHaveBeenNthCalledWith(4, 103);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Showing 1,225 - 1,234 of 1,234');
  },
};

export const MiddlePage: Story = { args: { page: 5, pageSize: 5, total: 48 } };
export const LastPage: Story = { args: { page: 4, pageSize: 5, total: 18 } };
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('Showing 0 - 0 of 0');
  },
};
export const SinglePage: Story = { args: { total: 4, pageSize: 5 } };
export const WithoutFirstLast: Story = {
  args: { showFirstLast: false, page: 2 },
  play: async ({ canvasElement }) => {
    // Only Previous and Next are left.
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};
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
    await expect(canvas.getByRole('button', { name: 'الصفحة التالية' })).toBeVisible();
  },
};

export const French: Story = {
  args: { page: 2 },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Page suivante' })).toBeVisible();
  },
};

const navigate = fn();

/**
 * With `hrefFor` every control that goes somewhere is a link with the page's address (so pages open without
 * JavaScript); an app's `RouterProvider` follows it and `onChange` still hears the page. The controls at an end stay
 * disabled buttons. Tab and Enter follow a link.
 */
export const Links: Story = {
  args: { page: 1, hrefFor: (page: number) => `/shop/all-products?page=${page}` },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    navigate.mockClear();
    await expect(canvas.getByRole('link', { name: t('pagination.next') })).toHaveAttribute(
      'href',
      '/shop/all-products?page=2',
    );
    await expect(canvas.getByRole('link', { name: t('pagination.last') })).toHaveAttribute(
      'href',
      '/shop/all-products?page=11',
    );
    // At the first page, First and Previous go nowhere: disabled buttons, not links.
    await expect(canvas.queryAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: t('pagination.previous') })).toBeDisabled();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('pagination.next') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/shop/all-products?page=2', undefined);
    await expect(args.onChange).toHaveBeenCalledWith(2);
    // The controlled page moved on: now all four controls are links.
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: t('pagination.previous') })).toHaveAttribute(
      'href',
      '/shop/all-products?page=1',
    );
  },
};
