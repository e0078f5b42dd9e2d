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
    const trigger = canvas.getByRole('button', { name: /Sort By/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Newest' }));
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Newest');
  },
};

/** Open, as a designer reviews the options. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Sort By/ });
    await expect(trigger).toHaveTextContent('A-Z');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    // Query afresh each time: the popover fades in and RAC re-renders the collection.
    await waitFor(() => expect(body.getByRole('option', { name: OPEN_OPTION })).toBeVisible());
    await expect(within(body.getByRole('listbox')).getAllByRole('option')).toHaveLength(sorts.length);
    await expect(body.getByRole('option', { name: 'A-Z' })).toHaveAttribute('aria-selected', 'true');
    await expect(trigger.closest('[data-open]')).not.toBeNull();
  },
};

export const Placeholder: Story = {
  args: { label: 'Country', defaultValue: undefined, placeholder: 'Choose a country', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Country/ })).toHaveTextContent(
      'Choose a country',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'Country', defaultValue: undefined, isInvalid: true, errorMessage: 'Country is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Country is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Country/ }).closest('[data-invalid]')).not.toBeNull();
  },
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

/** Behaviour: with a description, Tab shows the focus ring, ArrowDown opens the list, Home and Enter choose. */
export const KeyboardWithDescription: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { description: 'Applies to the grid' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Applies to the grid')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /Sort By/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(trigger).toHaveAttribute('data-focus-visible', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('listbox').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('featured');
    await waitFor(() => expect(trigger).toHaveTextContent('Featured'));
  },
};
