export {
  DateRangeFilter,
  type DateRangeFilterProps,
  type DateRangeValue,
  EMPTY_DATE_RANGE,
  isDateRangeInvalid,
  isInDateRange,
  toCalendarDate,
} from './DateRangeFilter';
