import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import { SelectItem } from './SelectItem';

/** §2 Sort By options (default A-Z). */
const sorts = [
  { id: 'featured', name: 'Featured' },
  { id: 'newest', name: 'Newest' },
  { id: 'price-asc', name: 'Price: Low to High' },
  { id: 'price-desc', name: 'Price: High to Low' },
  { id: 'name', name: 'A-Z' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Sort By',
    defaultValue: 'name',
    onChange: fn(),
    isDisabled: false,
    isInvalid: false,
    children: (item: object) => {
      const sort = item as (typeof sorts)[number];
      return <SelectItem id={sort.id}>{sort.name}</SelectItem>;
    },
    items: sorts,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 280, minBlockSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;

const OPEN_OPTION = 'Newest';
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Sort By/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Newest' }));
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

/** Open, as a designer reviews the options. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Sort By/ }));
    // Query afresh each time: the popover fades in and RAC re-renders the collection.
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByRole('option', { name: OPEN_OPTION }),
      ).toBeVisible(),
    );
  },
};

export const Placeholder: Story = {
  args: { label: 'Country', defaultValue: undefined, placeholder: 'Choose a country', isRequired: true },
};

export const Invalid: Story = {
  args: { label: 'Country', defaultValue: undefined, isInvalid: true, errorMessage: 'Country is required' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'Vehicle compatibility group for the selected front suspension part',
    defaultValue: 'long',
    items: [
      { id: 'long', name: 'Mercedes-Benz Sprinter 316 CDI Long Wheelbase High Roof 2006–2018' },
      ...sorts,
    ],
  },
};

export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { ...Open, globals: { contrast: 'high' } };

export const RightToLeftArabic: Story = {
  args: {
    label: 'ترتيب حسب',
    items: [
      { id: 'featured', name: 'مميز' },
      { id: 'newest', name: 'الأحدث' },
      { id: 'name', name: 'أ-ي' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /ترتيب حسب/ }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'الأحدث' })).toBeVisible(),
    );
  },
};
