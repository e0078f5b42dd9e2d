import { type CalendarDate, parseDate } from '@internationalized/date';
import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledDateRangeFilter } from './DateRangeFilter.styles';
import { DateRangeFilterPicker } from './DateRangeFilterPicker';

/** A date range as ISO calendar dates (`YYYY-MM-DD`); `null` when a side is not set. */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

export const EMPTY_DATE_RANGE: DateRangeValue = { start: null, end: null };

/** Parses `YYYY-MM-DD` (or the date part of an ISO timestamp); `null` for anything else. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** §5: the end date must not be before the start date. Incomplete ranges are not errors. */
export function isDateRangeInvalid(range: DateRangeValue): boolean {
  const start = toCalendarDate(range.start);
  const end = toCalendarDate(range.end);
  return Boolean(start && end && end.compare(start) < 0);
}

const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * §5 order-list filter: true when `date` (a Date, ISO timestamp or `YYYY-MM-DD`) falls within the range, both ends
 * inclusive, by the local calendar day. The filter applies only when both dates are set and the range is valid;
 * otherwise every date passes.
 */
export function isInDateRange(date: Date | string | null | undefined, range: DateRangeValue): boolean {
  const start = toCalendarDate(range.start);
  const end = toCalendarDate(range.end);
  if (!start || !end || end.compare(start) < 0) return true;
  if (date === null || date === undefined || date === '') return false;
  const day =
    typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? date
      : (() => {
          const parsed = date instanceof Date ? date : new Date(date);
          return Number.isNaN(parsed.getTime()) ? null : localDay(parsed);
        })();
  const value = toCalendarDate(day);
  return value ? value.compare(start) >= 0 && value.compare(end) <= 0 : false;
}

export interface DateRangeFilterProps
  extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** Controlled range (ISO `YYYY-MM-DD` strings). */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called with the new range and whether it breaks the §5 rule. */
  onChange?: (value: DateRangeValue, info: { isInvalid: boolean }) => void;
  /** Default "Start date" (translated). */
  startLabel?: ReactNode;
  /** Default "End date" (translated). */
  endLabel?: ReactNode;
  /** Group name for assistive technology; default "Date range" (translated). */
  'aria-label'?: string;
  /** Overrides the §5 message "End date must be later than start date". */
  errorMessage?: ReactNode;
  /** Show a "Clear dates" button while a date is set (default true). */
  isClearable?: boolean;
  isDisabled?: boolean;
  /** Earliest / latest selectable day (ISO). */
  minValue?: string;
  maxValue?: string;
  /** Form field names; the values submit as ISO dates. */
  startName?: string;
  endName?: string;
}

/**
 * §2 order-list date filters: start and end RAC `DatePicker`s with calendar popovers, typed in the language's own
 * order and direction. Values in and out are ISO dates (`2025-06-27`). When both are set and the end is before the
 * start, the end field shows §5 "End date must be later than start date" (the same day is allowed: the filter is
 * inclusive). `isInDateRange()` applies the range the way §5 describes.
 */
export function DateRangeFilter({
  value,
  defaultValue = EMPTY_DATE_RANGE,
  onChange,
  startLabel,
  endLabel,
  'aria-label': ariaLabel,
  errorMessage,
  isClearable = true,
  isDisabled = false,
  minValue,
  maxValue,
  startName,
  endName,
  ...props
}: DateRangeFilterProps) {
  const { t } = useLaterUiTranslation();
  const [own, setOwn] = useState<DateRangeValue>(defaultValue);
  const range = value ?? own;
  const invalid = isDateRangeInvalid(range);
  const min = toCalendarDate(minValue) ?? undefined;
  const max = toCalendarDate(maxValue) ?? undefined;

  const update = (next: DateRangeValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next, { isInvalid: isDateRangeInvalid(next) });
  };

  return (
    <StyledDateRangeFilter
      role="group"
      aria-label={ariaLabel ?? t('dateRangeFilter.label')}
      data-invalid={invalid || undefined}
      {...props}
    >
      <DateRangeFilterPicker
        part="start"
        label={startLabel ?? t('dateRangeFilter.start')}
        value={toCalendarDate(range.start)}
        onChange={(date) => update({ ...range, start: date ? date.toString() : null })}
        isDisabled={isDisabled}
        minValue={min}
        maxValue={max}
        name={startName}
      />
      <DateRangeFilterPicker
        part="end"
        label={endLabel ?? t('dateRangeFilter.end')}
        value={toCalendarDate(range.end)}
        onChange={(date) => update({ ...range, end: date ? date.toString() : null })}
        placeholderValue={toCalendarDate(range.start) ?? undefined}
        isInvalid={invalid}
        errorMessage={errorMessage ?? t('dateRangeFilter.endBeforeStart')}
        isDisabled={isDisabled}
        minValue={min}
        maxValue={max}
        name={endName}
      />
      {isClearable && (range.start || range.end) ? (
        <Button
          variant="ghost"
          size="medium"
          data-part="clear"
          isDisabled={isDisabled}
          onPress={() => update(EMPTY_DATE_RANGE)}
        >
          {t('dateRangeFilter.clear')}
        </Button>
      ) : null}
    </StyledDateRangeFilter>
  );
}
