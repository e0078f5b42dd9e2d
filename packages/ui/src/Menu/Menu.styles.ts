import { Header, Menu, MenuItem, MenuSection, Separator } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

/* styled() drops the item generic of RAC's collection components; the casts give the generic signatures back. */
export const StyledMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-inline-size: 12rem;
  max-block-size: inherit;
  padding: ${vars.space[1]};
  overflow: auto;
  outline: none;

  &[data-empty] {
    padding: ${vars.space[3]};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
` as unknown as typeof Menu;

export const StyledMenuItem = styled(MenuItem)`
  --_fg: ${vars.fg.default};
  --_bg-focus: ${vars.bg.subtle};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  min-block-size: 2.25rem;
  padding-block: ${vars.space[1.5]};
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  color: var(--_fg);
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  -webkit-tap-highlight-color: transparent;

  &[data-tone='danger'] {
    --_fg: ${vars.status.danger.fg};
    --_bg-focus: ${vars.status.danger.muted};
  }

  &[data-focused],
  &[data-open] {
    background-color: var(--_bg-focus);
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  &[data-disabled] {
    --_fg: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  & [data-part='icon'],
  & [data-part='check'],
  & [data-part='chevron'] {
    display: inline-flex;
    flex-shrink: 0;
    font-size: 1.125rem;
  }

  & [data-part='icon'] svg,
  & [data-part='check'] svg,
  & [data-part='chevron'] svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }

  & [data-part='check'] {
    inline-size: 1.125rem;
    color: ${vars.accent.fg};
  }

  & [data-part='chevron'] {
    margin-inline-start: auto;
    color: ${vars.fg.muted};
  }

  /* The chevron points to where the submenu opens: the inline end. */
  & [data-part='chevron']:dir(rtl) {
    transform: scaleX(-1);
  }

  & [data-part='text'] {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  & [data-part='label'] {
    font-weight: ${vars.font.weight.medium};
  }

  & [data-part='description'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
  }

  &[data-disabled] [data-part='description'] {
    color: ${vars.fg.disabled};
  }

  &[data-tone='danger'] [data-part='description'] {
    color: var(--_fg);
  }

  ${forcedColors} {
    &[data-focused] {
      background-color: Highlight;
      color: HighlightText;
    }

    &[data-disabled] {
      color: GrayText;
    }
  }
` as unknown as typeof MenuItem;

export const StyledMenuSection = styled(MenuSection)`
  display: flex;
  flex-direction: column;

  & + & {
    margin-block-start: ${vars.space[1]};
    padding-block-start: ${vars.space[1]};
    border-block-start: 1px solid ${vars.border.muted};
  }
` as unknown as typeof MenuSection;

export const StyledMenuHeader = styled(Header)`
  padding-block: ${vars.space[1.5]} ${vars.space[1]};
  padding-inline: ${vars.space[2]};
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

export const StyledMenuSeparator = styled(Separator)`
  margin-block: ${vars.space[1]};
  margin-inline: ${vars.space[1]};
  border: none;
  border-block-start: 1px solid ${vars.border.muted};

  ${forcedColors} {
    border-block-start-color: CanvasText;
  }
`;
