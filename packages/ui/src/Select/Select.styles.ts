import { Button, ListBox, ListBoxItem, Popover, Select } from 'react-aria-components';
import { fieldColumn } from '../Field/Field.styles';
import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';
import { selectTriggerBox } from './selectTrigger.css';

/*
 * styled() drops the item generic of RAC's collection components; the casts give the generic signatures back
 * (the styled wrappers add no props of their own).
 */
export const StyledSelect = styled(Select)`
  ${fieldColumn}
` as unknown as typeof Select;

export const SelectTrigger = styled(Button)`${selectTriggerBox}`;

const popoverIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const StyledPopover = styled(Popover)`
  box-sizing: border-box;
  min-inline-size: var(--trigger-width);
  max-inline-size: min(90vw, 28rem);
  overflow: auto;
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.default};
  box-shadow: ${vars.shadow.md};
  outline: none;
  z-index: ${vars.zIndex.modal};

  &[data-entering] {
    animation: ${popoverIn} ${vars.duration.fast} ${vars.easing.standard};
  }

  ${reducedMotion} {
    &[data-entering] {
      animation: none;
    }
  }

  ${forcedColors} {
    border-color: CanvasText;
  }
`;

export const StyledListBox = styled(ListBox)`
  display: flex;
  flex-direction: column;
  gap: 1px;
  max-block-size: inherit;
  padding: ${vars.space[1]};
  outline: none;

  &[data-empty] {
    padding: ${vars.space[3]};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
` as unknown as typeof ListBox;

export const StyledSelectItem = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.25rem;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  outline: none;
  overflow-wrap: anywhere;

  & [data-part='check'] {
    display: inline-flex;
    flex-shrink: 0;
    inline-size: 1.125rem;
    color: ${vars.accent.fg};
    font-size: 1.125rem;
  }

  &[data-focused],
  &[data-hovered] {
    background-color: ${vars.bg.subtle};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  &[data-selected] {
    color: ${vars.accent.fg};
    font-weight: ${vars.font.weight.semibold};
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  ${forcedColors} {
    &[data-focused] {
      background-color: Highlight;
      color: HighlightText;
    }
  }
` as unknown as typeof ListBoxItem;
