import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeFilter, type DateRangeValue, isInDateRange } from './DateRangeFilter';

const meta = {
  title: 'Components/DateRangeFilter',
  component: DateRangeFilter,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 order-list start/end date filters: two react-aria-components `DatePicker`s with themed calendar popovers, typed in the language\'s own order (and right to left in Arabic). Values in and out are ISO dates (`2025-06-27`). §5: when the end is before the start, the end field says "End date must be later than start date"; the same day is allowed because the filter is inclusive. "Clear dates" resets both. `isInDateRange()` applies the range as §5 describes (only when both dates are set and valid).',
      },
    },
  },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Date range' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: 'Start date' }).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('group', { name: 'End date' }).length).toBeGreaterThan(0);
    // Nothing to clear yet.
    await expect(canvas.queryByRole('button', { name: 'Clear dates' })).toBeNull();
    const month = canvas.getAllByRole('spinbutton', { name: /month, Start date/ })[0] as HTMLElement;
    await userEvent.click(month);
    await userEvent.keyboard('06012025');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2025-06-01', end: null },
      { isInvalid: false },
    );
  },
};

/** Picking days in the calendar popover. */
export const CalendarPopover: Story = {
  args: { defaultValue: { start: '2025-06-10', end: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole('button', { name: /Calendar/ })[1] as HTMLElement);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: 'June 2025' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /June 20, 2025/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2025-06-10', end: '2025-06-20' },
      { isInvalid: false },
    );
  },
};

/** §5: the end before the start shows the message on the end field. */
export const EndBeforeStart: Story = {
  args: { defaultValue: { start: '2025-06-27', end: '2025-06-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('End date must be later than start date')).toBeVisible();
  },
};

export const SameDay: Story = {
  args: { defaultValue: { start: '2025-06-27', end: '2025-06-27' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('End date must be later than start date')).toBeNull();
  },
};

/** Clearing resets both dates. */
export const Clearable: Story = {
  args: { defaultValue: { start: '2025-06-01', end: '2025-06-30' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: null, end: null }, { isInvalid: false });
    await expect(canvas.queryByRole('button', { name: 'Clear dates' })).toBeNull();
  },
};

const orders = [
  { id: '1', code: 'Order 001', createdAt: '2025-05-30T09:00:00Z' },
  { id: '2', code: 'Order 002', createdAt: '2025-06-01T09:00:00Z' },
  { id: '3', code: 'Order 003', createdAt: '2025-06-15T09:00:00Z' },
  { id: '4', code: 'Order 004', createdAt: '2025-06-30T09:00:00Z' },
  { id: '5', code: 'Order 005', createdAt: '2025-07-02T09:00:00Z' },
];

/** Controlled, filtering a list inclusively. */
export const FilteringAList: Story = {
  render: function Filtered(args) {
    const [range, setRange] = useState<DateRangeValue>({ start: '2025-06-01', end: '2025-06-30' });
    const shown = orders.filter((o) => isInDateRange(o.createdAt, range));
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <DateRangeFilter
          {...args}
          value={range}
          onChange={(next, info) => {
            args.onChange?.(next, info);
            setRange(next);
          }}
        />
        <ul aria-label="Orders">
          {shown.map((o) => (
            <li key={o.id}>{o.code}</li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Orders' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Order 002', 'Order 003', 'Order 004']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** French: the §5 message and "Clear dates", which also clears the message. */
export const FrenchClearsInvalidRange: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { defaultValue: { start: '2025-06-27', end: '2025-06-01' } },
  globals: { locale: 'fr' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'La date de fin doit être postérieure à la date de début';
    await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer les dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: null, end: null }, { isInvalid: false });
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2025-06-01', end: '2025-06-30' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear dates' })).toBeDisabled();
  },
};

/** Bad input: values that are not ISO dates are treated as empty. */
export const BadInput: Story = {
  args: { defaultValue: { start: '27/06/2025', end: 'tomorrow' }, startLabel: 'From (order placed)' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('group', { name: /From \(order placed\)/ })[0],
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { defaultValue: { start: '2025-06-27', end: '2025-06-01' } },
  decorators: [(Story) => <div style={{ maxInlineSize: 300 }}>{Story()}</div>],
};

export const Dark: Story = { ...CalendarPopover, globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { ...EndBeforeStart, globals: { contrast: 'high' } };

/** Arabic: labels, message and the calendar run right to left. */
export const Arabic: Story = {
  args: { defaultValue: { start: '2025-06-27', end: '2025-06-01' } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /التقويم|Calendar/ })[0] as HTMLElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.closest('[dir]')?.getAttribute('dir') ?? canvasElement.ownerDocument.dir).toBe('rtl');
  },
};
