import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CartIcon } from '../internal/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { variant: 'panel' },
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    variant: { control: 'inline-radio', options: ['panel', 'plain'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No data' })).toBeVisible();
    await expect(canvas.getByText('There is nothing to show here yet.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="empty-state"]')).toHaveAttribute(
      'data-variant',
      'panel',
    );
  },
};

const onClear = fn();

/** The product browser's search-specific empty panel (§2). */
export const SearchResults: Story = {
  args: {
    title: 'No results for "brake pads toyota"',
    message: 'Try checking for typos or using complete words.',
    action: (
      <Button variant="secondary" onPress={onClear}>
        Clear search
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(onClear).toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: {
    icon: <CartIcon />,
    title: 'Your cart is empty',
    message: 'Browse products and add the parts you need.',
    action: <Button>Browse products</Button>,
  },
};

export const Plain: Story = {
  args: { variant: 'plain', message: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="empty-state"]')).toHaveAttribute(
      'data-variant',
      'plain',
    );
    // `message={null}` hides the default message.
    await expect(canvasElement.querySelector('[data-part="message"]')).toBeNull();
  },
};

/** `headingLevel` sets the title's level; a custom title replaces the default one. */
export const HeadingLevel: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { title: 'No results for "brake pads"', message: null, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No results for "brake pads"' }),
    ).toBeVisible();
    await expect(canvas.queryByText('There is nothing to show here yet.')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'No compatible parts found for Mercedes-Benz Sprinter 316 CDI Long Wheelbase High Roof 2014',
    message:
      'None of the shops in Abossey, Kokompe or Suame currently list a part matching every filter you selected. Remove a filter or ask a vendor for a quotation.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
};

export const Dark: Story = { ...WithIcon, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { action: <Button>تصفح المنتجات</Button> },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('heading', { name: 'لا توجد بيانات' })).toBeVisible();
    await expect(within(canvasElement).getByText('لا يوجد ما يُعرض هنا بعد.')).toBeVisible();
  },
};
