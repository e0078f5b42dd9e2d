import type { ComponentPropsWithRef, ReactNode } from 'react';
import { fieldColumn, labelText } from '../Field/field.css';
import { styled } from '../internal/styled';
import { Chevron } from './Chevron';
import { selectTriggerBox } from './selectTrigger.css';

export interface SelectPlaceholderProps extends ComponentPropsWithRef<'div'> {
  /** The label the real select will have. */
  label?: ReactNode;
  /** The text the closed select will show (its value, or its placeholder with `isPlaceholder`). */
  value?: ReactNode;
  /** Show `value` muted, as a select's placeholder text. */
  isPlaceholder?: boolean;
  fullWidth?: boolean;
}

const StyledSelectPlaceholder = styled.div`
  ${fieldColumn}

  & > [data-part='label'] {
    ${labelText}
  }

  & > [data-part='trigger'] {
    ${selectTriggerBox}
    cursor: progress;
  }
`;

/**
 * What a closed `Select` looks like, without its behaviour or its code: the same label, box, value and chevron, in
 * the same space. An app shows it while a select's chunk loads (issue 9: selects load after the first paint), so
 * nothing moves when the real one replaces it. Inert and hidden from assistive technology: it cannot be used, and
 * the real control follows within moments.
 */
export function SelectPlaceholder({
  label,
  value,
  isPlaceholder,
  fullWidth,
  ...props
}: SelectPlaceholderProps) {
  return (
    <StyledSelectPlaceholder
      aria-hidden="true"
      inert
      data-full-width={fullWidth || undefined}
      data-part="select-placeholder"
      {...props}
    >
      {label ? <span data-part="label">{label}</span> : null}
      <div data-part="trigger">
        <span data-part="value" data-placeholder={isPlaceholder || undefined}>
          {value}
        </span>
        <Chevron />
      </div>
    </StyledSelectPlaceholder>
  );
}
