import { type CalendarDate, toCalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { CalendarCell, CalendarGrid, Dialog, Heading } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../Field/Field';
import {
  CalendarNavButton,
  DateGroup,
  DateTrigger,
  StyledCalendar,
  StyledCalendarPopover,
  StyledDateInput,
  StyledDatePicker,
  StyledDateSegment,
} from './DateRangeFilter.styles';

export interface DateRangeFilterPickerProps {
  label: ReactNode;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  /** The day the calendar opens on while empty. */
  placeholderValue?: CalendarDate;
  name?: string;
  /** `data-part` of the field ("start" or "end"). */
  part: string;
}

const Chevron = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6 1.41-1.41Z" />
  </svg>
);

const CalendarIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V10h14v10Zm0-12H5V6h14v2Zm-7 5h5v5h-5v-5Z" />
  </svg>
);

/**
 * One date field of `DateRangeFilter`: RAC `DatePicker` (typed segments in the language's order) with a calendar
 * popover. The trigger, previous/next buttons and dialog get react-aria's own translated names.
 */
export function DateRangeFilterPicker({
  label,
  value,
  onChange,
  isInvalid,
  errorMessage,
  isDisabled,
  minValue,
  maxValue,
  placeholderValue,
  name,
  part,
}: DateRangeFilterPickerProps) {
  return (
    <StyledDatePicker
      data-part={part}
      value={value}
      onChange={(next) => onChange(next ? toCalendarDate(next) : null)}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      minValue={minValue}
      maxValue={maxValue}
      placeholderValue={placeholderValue}
      name={name}
      granularity="day"
      shouldForceLeadingZeros
    >
      <FieldLabel>{label}</FieldLabel>
      <DateGroup data-part="control">
        <StyledDateInput>{(segment) => <StyledDateSegment segment={segment} />}</StyledDateInput>
        <DateTrigger data-part="calendar-trigger">
          <CalendarIcon />
        </DateTrigger>
      </DateGroup>
      <FieldHelp errorMessage={errorMessage} />
      <StyledCalendarPopover data-part="calendar-popover" placement="bottom end">
        <Dialog>
          <StyledCalendar>
            <header>
              <CalendarNavButton slot="previous">
                <Chevron />
              </CalendarNavButton>
              <Heading />
              <CalendarNavButton slot="next" data-direction="next">
                <Chevron />
              </CalendarNavButton>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
          </StyledCalendar>
        </Dialog>
      </StyledCalendarPopover>
    </StyledDatePicker>
  );
}
