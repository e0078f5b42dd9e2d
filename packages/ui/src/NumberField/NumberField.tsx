import { type FocusEvent, type Ref, useState } from 'react';
import { type NumberFieldProps as AriaNumberFieldProps, Button } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { NumberFieldGroup, StyledNumberField } from './NumberField.styles';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'minValue' | 'maxValue'>,
    FieldSlotProps {
  /** Lowest value (default 1, §2 quantity). Blurring an empty field or a lower value sets it to `min`. */
  min?: number;
  /** Highest value (e.g. the stock). */
  max?: number;
  placeholder?: string;
  /** Hide the − / + buttons. */
  hideStepper?: boolean;
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * react-aria-components `NumberField` for whole numbers (§2 quantity): digits only (no decimal point, no minus,
 * no grouping), − / + buttons that stop at `min` / `max`, arrow keys, and on blur an empty or too-low value becomes
 * `min` (default 1). Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`); `onChange` receives a
 * number, never NaN once the field has been left.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  min = 1,
  max,
  hideStepper = false,
  fullWidth,
  inputRef,
  value: valueProp,
  defaultValue,
  onChange,
  onBlur,
  formatOptions,
  ...props
}: NumberFieldProps) {
  const { t } = useLaterUiTranslation();
  const isControlled = valueProp !== undefined;
  const [internal, setInternal] = useState<number>(defaultValue ?? Number.NaN);
  const value = isControlled ? valueProp : internal;
  const set = (next: number) => {
    if (!isControlled) setInternal(next);
    onChange?.(next);
  };
  const handleBlur = (event: FocusEvent<Element>) => {
    onBlur?.(event);
    const text = (event.target as HTMLInputElement).value?.trim() ?? '';
    const parsed = text === '' ? Number.NaN : Number(text.replace(/\D/g, ''));
    if (Number.isNaN(parsed) || parsed < min) set(min);
  };
  return (
    <StyledNumberField
      {...props}
      value={value}
      onChange={set}
      onBlur={handleBlur}
      minValue={min}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false, ...formatOptions }}
      data-full-width={fullWidth || undefined}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <NumberFieldGroup data-part="group">
        {hideStepper ? null : (
          <Button slot="decrement" data-part="decrement" aria-label={t('numberField.decrement')}>
            <svg
              width="1em"
              height="1em"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M19 13H5v-2h14v2Z" />
            </svg>
          </Button>
        )}
        <StyledInput ref={inputRef} placeholder={placeholder} inputMode="numeric" />
        {hideStepper ? null : (
          <Button slot="increment" data-part="increment" aria-label={t('numberField.increment')}>
            <svg
              width="1em"
              height="1em"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2Z" />
            </svg>
          </Button>
        )}
      </NumberFieldGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledNumberField>
  );
}
