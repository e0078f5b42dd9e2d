import { Menu, MenuItem, Popover } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledLanguagePopover = styled(Popover)`
  && {
    box-sizing: border-box;
    min-inline-size: max(var(--trigger-width), 12rem);
    max-inline-size: min(90vw, 20rem);
    max-block-size: min(70vh, 28rem);
    overflow: auto;
    border: 1px solid ${vars.border.default};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.surface};
    color: ${vars.fg.default};
    box-shadow: ${vars.shadow.md};
    outline: none;
    z-index: ${vars.zIndex.modal};
  }

  ${forcedColors} {
    border-color: CanvasText;
  }
`;

export const StyledLanguageMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  gap: 1px;
  padding: ${vars.space[1]};
  outline: none;
` as unknown as typeof Menu;

export const StyledLanguageItem = styled(MenuItem)`
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

  ${forcedColors} {
    &[data-focused] {
      background-color: Highlight;
      color: HighlightText;
    }
  }
` as unknown as typeof MenuItem;
