export { FieldHelp, FieldLabel, type FieldSlotProps } from './Field';
