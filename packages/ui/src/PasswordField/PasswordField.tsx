import { type CSSProperties, type Ref, useState } from 'react';
import {
  type TextFieldProps as AriaTextFieldProps,
  Label,
  ToggleButton,
  VisuallyHidden,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { PasswordGroup, StrengthMeter, StyledPasswordField } from './PasswordField.styles';
import { passwordStrength } from './passwordStrength';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldSlotProps {
  placeholder?: string;
  /** Show the §5 strength meter (Weak / Medium / Strong) under the field while it has a value. */
  showStrength?: boolean;
  /** Start with the password visible. */
  defaultVisible?: boolean;
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A password input: react-aria-components `TextField` (every RAC prop) with a show/hide toggle (a toggle button,
 * `aria-pressed` / `data-selected`) and the optional §5 strength meter (a `meter` whose value text is the level),
 * whose level changes are announced politely. `autoComplete` defaults to `current-password`; pass
 * `new-password` on sign-up and reset forms.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showStrength = false,
  defaultVisible = false,
  fullWidth,
  inputRef,
  value: valueProp,
  defaultValue,
  onChange,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { t } = useLaterUiTranslation();
  const [visible, setVisible] = useState(defaultVisible);
  const isControlled = valueProp !== undefined;
  const [internal, setInternal] = useState(defaultValue ?? '');
  const value = isControlled ? valueProp : internal;
  const strength = passwordStrength(value);
  const levelText = t(`passwordField.strength.${strength.level}`);
  return (
    <StyledPasswordField
      {...props}
      value={value}
      onChange={(next) => {
        if (!isControlled) setInternal(next);
        onChange?.(next);
      }}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      data-full-width={fullWidth || undefined}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
          <PasswordGroup data-part="group" isInvalid={isInvalid} isDisabled={isDisabled}>
            <StyledInput ref={inputRef} placeholder={placeholder} />
            <ToggleButton
              data-part="toggle"
              isSelected={visible}
              onChange={setVisible}
              isDisabled={isDisabled}
              aria-label={t('passwordField.show')}
            >
              {visible ? (
                <svg
                  width="1em"
                  height="1em"
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92A11.8 11.8 0 0 0 22.99 12C21.26 7.61 17 4.5 12 4.5c-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7ZM2 4.27l2.28 2.28.46.46A11.8 11.8 0 0 0 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27ZM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2Zm4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3l-.17.01Z" />
                </svg>
              ) : (
                <svg
                  width="1em"
                  height="1em"
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5ZM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5Zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3Z" />
                </svg>
              )}
            </ToggleButton>
          </PasswordGroup>
          {showStrength && value ? (
            <StrengthMeter
              data-part="strength"
              data-level={strength.level}
              value={strength.score}
              valueLabel={levelText}
              style={{ '--_fill': `${strength.score}%` } as CSSProperties}
            >
              <Label data-part="meter-label">{t('passwordField.strength.label')}</Label>
              <span data-part="meter-value">{levelText}</span>
              <span data-part="track" aria-hidden="true">
                <span data-part="fill" />
              </span>
            </StrengthMeter>
          ) : null}
          {showStrength ? (
            <VisuallyHidden aria-live="polite" data-part="strength-announcer">
              {value ? t('passwordField.strength.announce', { level: levelText }) : ''}
            </VisuallyHidden>
          ) : null}
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </StyledPasswordField>
  );
}
