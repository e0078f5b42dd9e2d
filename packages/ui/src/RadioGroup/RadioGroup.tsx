import type { ReactNode, Ref } from 'react';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { StyledRadio, StyledRadioGroup } from './RadioGroup.styles';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldSlotProps {
  /** `Radio` elements. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * react-aria-components `RadioGroup` with label, description and error slots and every RAC prop (`value` /
 * `onChange`, `orientation`, `isRequired`, `isInvalid`, `name`). Arrow keys move the choice (mirrored in RTL).
 * States: `data-orientation`, `data-invalid`, `data-disabled`, `data-required`.
 */
export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div data-part="options">{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children?: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/** One option of a `RadioGroup`: RAC `Radio` (`value`, `isDisabled`). States: `data-selected`, `data-focus-visible`... */
export function Radio(props: RadioProps) {
  return <StyledRadio {...props} />;
}
