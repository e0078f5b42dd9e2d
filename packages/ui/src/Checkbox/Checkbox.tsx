import type { ReactNode, Ref } from 'react';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { StyledCheckbox } from './Checkbox.styles';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label. Without one, pass `aria-label`. */
  children?: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/**
 * react-aria-components `Checkbox` with every RAC prop (`isSelected`/`onChange` for react-hook-form, `isIndeterminate`
 * for "select all" rows, `isInvalid`, `isRequired`, `name`, `value`). States: `data-selected`, `data-indeterminate`,
 * `data-hovered`, `data-pressed`, `data-focus-visible`, `data-invalid`, `data-disabled`.
 */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <StyledCheckbox {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span data-part="box" aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M5 11h14v2H5z" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" />
              </svg>
            ) : null}
          </span>
          {children ? <span data-part="label">{children}</span> : null}
        </>
      )}
    </StyledCheckbox>
  );
}
