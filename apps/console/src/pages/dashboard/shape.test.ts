import { describe, expect, it } from 'vitest';
import {
  bandScale,
  compactMoney,
  growthBars,
  isFutureMonth,
  monthFilterOptions,
  monthNames,
  nextBar,
  outcomeBars,
  revenueByMonth,
  signedPercent,
  valueDomain,
  yearOptions,
} from './shape';

const en = monthNames('en');

describe('dashboard data shaping', () => {
  it('names the months of the revenue series in the reader language', () => {
    const series = [
      { period: '2025-01', revenue: 10 },
      { period: '2025-12', revenue: 0 },
    ];
    expect(revenueByMonth(series, en)).toEqual([
      { label: 'Jan', value: 10 },
      { label: 'Dec', value: 0 },
    ]);
    expect(revenueByMonth(series, monthNames('fr')).map((d) => d.label)).toEqual(['janv.', 'déc.']);
  });

  it('never draws months that have not come (no −100 % for the rest of this year)', () => {
    const now = new Date(Date.UTC(2026, 2, 15)); // 15 March 2026
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      growth: i < 3 ? 10 : -100,
    }));
    expect(growthBars(2026, months, en, now).map((d) => d.label)).toEqual(['Jan', 'Feb', 'Mar']);
    expect(growthBars(2025, months, en, now)).toHaveLength(12);
    expect(growthBars(2027, months, en, now)).toEqual([]);
    const series = months.map((m) => ({ period: `2026-${String(m.month).padStart(2, '0')}`, revenue: 5 }));
    expect(revenueByMonth(series, en, now).map((d) => d.label)).toEqual(['Jan', 'Feb', 'Mar']);
    expect(isFutureMonth(2026, 3, now)).toBe(false);
    expect(isFutureMonth(2026, 4, now)).toBe(true);
  });

  it('colours growth by its sign and leaves months without a comparison empty (not 0, not infinite)', () => {
    const bars = growthBars(
      2025,
      [
        { month: 1, growth: null },
        { month: 2, growth: 12.5 },
        { month: 3, growth: -40 },
        { month: 4, growth: 0 },
      ],
      en,
    );
    expect(bars).toEqual([
      { label: 'Jan', value: null, tone: 'neutral' },
      { label: 'Feb', value: 12.5, tone: 'success' },
      { label: 'Mar', value: -40, tone: 'danger' },
      { label: 'Apr', value: 0, tone: 'neutral' },
    ]);
    const number = (v: number) => v.toFixed(1);
    expect(signedPercent(12.5, number)).toBe('+12.5%');
    expect(signedPercent(-40, number)).toBe('−40.0%');
    expect(signedPercent(0, number)).toBe('0.0%');
  });

  it('stretches the value axis below zero only when something fell', () => {
    expect(valueDomain([null, 5, 20])).toEqual([0, 20]);
    expect(valueDomain([null, 12.5, -40])).toEqual([-40, 12.5]);
    expect(valueDomain([])).toEqual([0, 1]);
    expect(valueDomain([0, 0])).toEqual([0, 1]);
  });

  it('offers the whole year (0, §9 default) and then every month in the month filter', () => {
    const options = monthFilterOptions('All months', en);
    expect(options).toHaveLength(13);
    expect(options[0]).toEqual({ id: 0, label: 'All months' });
    expect(options[3]).toEqual({ id: 3, label: 'Mar' });
    expect(options.at(-1)).toEqual({ id: 12, label: 'Dec' });
  });

  it('offers this year first in the year selector', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('orders the bars from the start edge: left to right in English, right to left in Arabic', () => {
    const labels = ['Jan', 'Feb', 'Mar'];
    const ltr = bandScale(labels, 300, false);
    const rtl = bandScale(labels, 300, true);
    const at = (scale: typeof ltr) => labels.map((l) => scale(l) ?? Number.NaN);
    expect(at(ltr)).toEqual([...at(ltr)].sort((a, b) => a - b));
    expect(at(rtl)).toEqual([...at(rtl)].sort((a, b) => b - a));
    // The mirror image: January sits as far from the right edge in Arabic as from the left in English.
    expect(300 - ((rtl('Jan') ?? 0) + rtl.bandwidth())).toBeCloseTo(ltr('Jan') ?? 0);
  });

  it('keeps completed, in progress and cancelled in that order with their colours', () => {
    const bars = outcomeBars(
      { completed: 7, inProgress: 2, cancelled: 1 },
      { completed: 'Completed', inProgress: 'In progress', cancelled: 'Cancelled' },
    );
    expect(bars.map((b) => [b.label, b.value, b.tone])).toEqual([
      ['Completed', 7, 'success'],
      ['In progress', 2, 'neutral'],
      ['Cancelled', 1, 'danger'],
    ]);
  });

  it('shortens the money ticks of an axis', () => {
    const tick = compactMoney('en', 'GH₵');
    expect(tick(15000)).toBe('GH₵ 15K');
    expect(tick(1_250_000)).toBe('GH₵ 1.3M');
    expect(tick(0)).toBe('GH₵ 0');
  });

  it('moves the tooltip bar by bar with the keys, mirrored in Arabic, over bars without a figure', () => {
    const values = [5, null, 7, 9];
    const ltr = { rtl: false, horizontal: false };
    expect(nextBar(values, null, 'ArrowRight', ltr)).toBe(0);
    expect(nextBar(values, 0, 'ArrowRight', ltr)).toBe(2);
    expect(nextBar(values, 3, 'ArrowRight', ltr)).toBe(3);
    expect(nextBar(values, 2, 'ArrowLeft', ltr)).toBe(0);
    expect(nextBar(values, 0, 'End', ltr)).toBe(3);
    expect(nextBar(values, 3, 'Home', ltr)).toBe(0);
    expect(nextBar(values, 0, 'ArrowLeft', { rtl: true, horizontal: false })).toBe(2);
    expect(nextBar(values, 0, 'ArrowDown', { rtl: false, horizontal: true })).toBe(2);
    expect(nextBar(values, 0, 'Tab', ltr)).toBeUndefined();
    expect(nextBar([null], null, 'Home', ltr)).toBeUndefined();
  });
});
