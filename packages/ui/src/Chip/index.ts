export { Chip, ChipGroup, type ChipGroupProps, type ChipProps } from './Chip';
