import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { controlBox, fieldColumn, inputText, labelText } from '../Field/field.css';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export interface SearchBoxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The visible label (required: a search box needs a name). */
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  /** Called with the new text on every change (as `TextField`'s `onChange`). */
  onChange?: (value: string) => void;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

const StyledSearchBox = styled.div`
  ${fieldColumn}

  & > label {
    ${labelText}
  }

  & > input {
    ${inputText}
    ${controlBox}
    inline-size: 100%;

    &:hover {
      border-color: ${vars.fg.muted};
    }

    &:focus {
      border-color: ${vars.accent.emphasis};
      box-shadow: 0 0 0 1px ${vars.accent.emphasis};
    }

    &:focus-visible {
      outline: 2px solid ${vars.focusRing};
      outline-offset: 2px;
    }

    &:disabled {
      border-color: ${vars.border.default};
      background-color: ${vars.bg.disabled};
      color: ${vars.fg.disabled};
      cursor: not-allowed;
    }

    ${forcedColors} {
      &:focus {
        outline: 2px solid Highlight;
      }
    }
  }
`;

/**
 * A labelled search input that looks like `TextField type="search"` but is a native `<label>` + `<input
 * type="search">` (role searchbox): no react-aria, so a first page that shows only a search box does not load
 * react-aria's text field, its form validation and the autocomplete module its input context lives in (issue 9).
 * For forms with validation, descriptions or errors, use `TextField`.
 */
export function SearchBox({
  label,
  onChange,
  fullWidth,
  id,
  className,
  style,
  ref,
  ...props
}: SearchBoxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <StyledSearchBox className={className} style={style} data-full-width={fullWidth || undefined}>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...props}
        ref={ref}
        id={inputId}
        type="search"
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      />
    </StyledSearchBox>
  );
}
