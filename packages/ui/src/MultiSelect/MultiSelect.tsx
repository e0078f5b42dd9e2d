import type { Ref } from 'react';
import { type SelectProps as AriaSelectProps, type ListBoxProps, SelectValue } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Chevron } from '../Select/Select';
import { SelectTrigger, StyledListBox, StyledPopover, StyledSelect } from '../Select/Select.styles';

export interface MultiSelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'multiple'>, 'children' | 'selectionMode'>,
    FieldSlotProps {
  /** Dynamic options (each item needs an `id`); render them with `children` as a function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each item. */
  children: ListBoxProps<T>['children'];
  fullWidth?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Several choices from a list: react-aria-components `Select` with `selectionMode="multiple"` (RAC 1.22), for the
 * §2 Make / Model / Year / Category / Part filters. `value` is an array of keys; `onChange` receives the new array.
 * The trigger shows the one chosen option, or "N selected" (translated) when there are more; the popover stays open
 * while choosing. Options are `SelectItem`s.
 */
export function MultiSelect<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  fullWidth,
  ...props
}: MultiSelectProps<T>) {
  const { t } = useLaterUiTranslation();
  return (
    <StyledSelect<T, 'multiple'> {...props} selectionMode="multiple" data-full-width={fullWidth || undefined}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <SelectTrigger data-part="trigger">
        <SelectValue<T> data-part="value">
          {({ selectedItems, selectedText, isPlaceholder, defaultChildren }) =>
            isPlaceholder
              ? defaultChildren
              : selectedItems.length > 1
                ? t('multiSelect.selected', { count: selectedItems.length })
                : selectedText
          }
        </SelectValue>
        <Chevron />
      </SelectTrigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <StyledPopover data-part="popover">
        <StyledListBox items={items}>{children}</StyledListBox>
      </StyledPopover>
    </StyledSelect>
  );
}
