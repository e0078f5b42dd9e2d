import type { Ref } from 'react';
import { type ComboBoxProps as AriaComboBoxProps, Button, type ListBoxProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Chevron } from '../Select/Select';
import { StyledListBox, StyledPopover } from '../Select/Select.styles';
import { ComboBoxGroup, StyledComboBox } from './ComboBox.styles';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>,
    FieldSlotProps {
  /** `SelectItem` elements, or a function of each item (with `items` / `defaultItems`). */
  children: ListBoxProps<T>['children'];
  placeholder?: string;
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * react-aria-components `ComboBox`: a text input that filters a list (e.g. choosing the new owner in the §5
 * transfer form). Keeps every RAC prop (`defaultItems` for client-side filtering, `items` + `inputValue` /
 * `onInputChange` for server search, `selectedKey` / `onSelectionChange`, `allowsCustomValue`, `menuTrigger`).
 * Shows "No results" when nothing matches (`allowsEmptyCollection` defaults to true). Options are `SelectItem`s.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  fullWidth,
  inputRef,
  allowsEmptyCollection = true,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useLaterUiTranslation();
  return (
    <StyledComboBox
      {...props}
      allowsEmptyCollection={allowsEmptyCollection}
      data-full-width={fullWidth || undefined}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <ComboBoxGroup data-part="group">
        <StyledInput ref={inputRef} placeholder={placeholder} />
        <Button data-part="trigger" aria-label={t('comboBox.showSuggestions')}>
          <Chevron />
        </Button>
      </ComboBoxGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <StyledPopover data-part="popover">
        <StyledListBox renderEmptyState={() => t('comboBox.empty')}>{children}</StyledListBox>
      </StyledPopover>
    </StyledComboBox>
  );
}
