import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { DateRangeFilter, isDateRangeInvalid, isInDateRange, toCalendarDate } from './DateRangeFilter';

describe('date range helpers', () => {
  it('parses ISO dates and rejects anything else', () => {
    expect(toCalendarDate('2025-06-27')?.toString()).toBe('2025-06-27');
    expect(toCalendarDate('2025-06-27T10:00:00Z')?.toString()).toBe('2025-06-27');
    expect(toCalendarDate('27/06/2025')).toBeNull();
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
  });

  it('flags an end before the start (§5), not the same day or an incomplete range', () => {
    expect(isDateRangeInvalid({ start: '2025-06-27', end: '2025-06-26' })).toBe(true);
    expect(isDateRangeInvalid({ start: '2025-06-27', end: '2025-06-27' })).toBe(false);
    expect(isDateRangeInvalid({ start: '2025-06-27', end: null })).toBe(false);
  });

  it('filters inclusively, only when both dates are set and valid', () => {
    const range = { start: '2025-06-01', end: '2025-06-30' };
    expect(isInDateRange('2025-06-01', range)).toBe(true);
    expect(isInDateRange('2025-06-30', range)).toBe(true);
    expect(isInDateRange(new Date(2025, 5, 30, 23, 59), range)).toBe(true);
    expect(isInDateRange('2025-07-01', range)).toBe(false);
    expect(isInDateRange('not a date', range)).toBe(false);
    expect(isInDateRange('2020-01-01', { start: '2025-06-01', end: null })).toBe(true);
    expect(isInDateRange('2020-01-01', { start: '2025-06-30', end: '2025-06-01' })).toBe(true);
  });
});

describe('DateRangeFilter', { timeout: 60_000 }, () => {
  it('shows the two labelled date fields in a named group', () => {
    renderWithProviders(<DateRangeFilter />);
    expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Start date' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('group', { name: 'End date' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Clear dates' })).toBeNull();
  });

  it('typing a date reports the ISO value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DateRangeFilter onChange={onChange} />);
    const start = screen.getAllByRole('spinbutton', { name: /month, Start date/ })[0] as HTMLElement;
    await user.click(start);
    await user.keyboard('06272025');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-06-27', end: null }, { isInvalid: false });
  });

  it('shows the §5 message when the end is before the start, and clears', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateRangeFilter defaultValue={{ start: '2025-06-27', end: '2025-06-20' }} onChange={onChange} />,
    );
    expect(screen.getByText('End date must be later than start date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: null }, { isInvalid: false });
    expect(screen.queryByText('End date must be later than start date')).toBeNull();
  });

  it('opens a calendar and picks a day', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateRangeFilter value={{ start: '2025-06-10', end: null }} onChange={onChange} />,
    );
    const triggers = screen.getAllByRole('button', { name: /Calendar/ });
    await user.click(triggers[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'June 2025' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /June 12, 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-06-12', end: null }, { isInvalid: false });
  });

  it('speaks French', () => {
    renderWithProviders(<DateRangeFilter defaultValue={{ start: '2025-06-27', end: '2025-06-01' }} />, {
      lng: 'fr',
    });
    expect(screen.getByText('La date de fin doit être postérieure à la date de début')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer les dates' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <DateRangeFilter defaultValue={{ start: '2025-06-27', end: '2025-06-01' }} />,
    );
    await expectNoAxeViolations(container);
  });
});
