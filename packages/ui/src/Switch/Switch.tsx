import type { ReactNode, Ref } from 'react';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { StyledSwitch } from './Switch.styles';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The label. Without one, pass `aria-label`. */
  children?: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/**
 * react-aria-components `Switch` (an `input type="checkbox" role="switch"`) with every RAC prop: `isSelected` /
 * `onChange`, `isDisabled`, `isReadOnly`, `name`. For on/off settings that apply at once (dense rows, the admin
 * switch of the edit-user form). States: `data-selected`, `data-hovered`, `data-pressed`, `data-focus-visible`,
 * `data-disabled`. The thumb moves the other way in right-to-left layouts.
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <StyledSwitch {...props}>
      <span data-part="track" aria-hidden="true">
        <span data-part="thumb" />
      </span>
      {children ? <span data-part="label">{children}</span> : null}
    </StyledSwitch>
  );
}
