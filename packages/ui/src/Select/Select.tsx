import type { Ref } from 'react';
import { type SelectProps as AriaSelectProps, type ListBoxProps, SelectValue } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { Chevron } from './Chevron';
import { SelectTrigger, StyledListBox, StyledPopover, StyledSelect } from './Select.styles';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children'>,
    FieldSlotProps {
  /** Dynamic options (each item needs an `id`); render them with `children` as a function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each item. */
  children: ListBoxProps<T>['children'];
  fullWidth?: boolean;
  ref?: Ref<HTMLDivElement>;
}

export { Chevron };

/**
 * react-aria-components `Select` (single choice) with label, description and error slots and every RAC prop:
 * `value` / `onChange` (react-hook-form), `defaultValue`, `placeholder`, `isRequired`, `isInvalid`, `name`,
 * `disabledKeys`. Options are `SelectItem`s. States: `data-open`, `data-invalid`, `data-disabled`,
 * `data-focus-visible` (on the trigger).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  fullWidth,
  ...props
}: SelectProps<T>) {
  return (
    <StyledSelect {...props} data-full-width={fullWidth || undefined}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <SelectTrigger data-part="trigger">
        <SelectValue data-part="value" />
        <Chevron />
      </SelectTrigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <StyledPopover data-part="popover">
        <StyledListBox items={items}>{children}</StyledListBox>
      </StyledPopover>
    </StyledSelect>
  );
}
