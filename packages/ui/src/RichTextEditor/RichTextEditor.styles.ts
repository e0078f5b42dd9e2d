import { Button, ListBox, Popover, ToggleButton, Toolbar } from 'react-aria-components';
import { css, styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

/** §2: the editing area is at least 240 px high. */
const MIN_HEIGHT = '240px';

export const StyledRichTextEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
  color: ${vars.fg.default};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};

  & > [data-part='label'] {
    font-weight: ${vars.font.weight.semibold};
    line-height: ${vars.font.lineHeight.snug};

    & [data-part='required'] {
      margin-inline-start: ${vars.space['0.5']};
      color: ${vars.status.danger.fg};
    }
  }

  & > [data-part='description'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
  }

  & > [data-part='error'] {
    color: ${vars.status.danger.fg};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
  }

  & [data-part='box'] {
    border: 1px solid ${vars.border.strong};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.surface};
  }

  &[data-focus-within] [data-part='box'] {
    border-color: ${vars.accent.emphasis};
    box-shadow: 0 0 0 1px ${vars.accent.emphasis};
  }

  &[data-invalid] [data-part='box'] {
    border-color: ${vars.status.danger.emphasis};
  }

  &[data-invalid][data-focus-within] [data-part='box'] {
    box-shadow: 0 0 0 1px ${vars.status.danger.emphasis};
  }

  &[data-disabled] [data-part='box'] {
    border-color: ${vars.border.default};
    background-color: ${vars.bg.disabled};
  }

  & [data-part='content'] {
    box-sizing: border-box;
    min-block-size: ${MIN_HEIGHT};
    padding-block: ${vars.space[3]};
    padding-inline: ${vars.space[4]};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    outline: none;

    & > :first-child {
      margin-block-start: 0;
    }

    & :is(h1, h2, h3, h4, h5, h6) {
      margin-block: ${vars.space[4]} ${vars.space[2]};
      line-height: ${vars.font.lineHeight.tight};
    }

    & h1 {
      font-size: ${vars.font.size['3xl']};
    }
    & h2 {
      font-size: ${vars.font.size['2xl']};
    }
    & h3 {
      font-size: ${vars.font.size.xl};
    }
    & h4 {
      font-size: ${vars.font.size.lg};
    }
    & h5 {
      font-size: ${vars.font.size.md};
    }
    & h6 {
      font-size: ${vars.font.size.sm};
    }

    & p {
      margin-block: 0 ${vars.space[2]};
    }

    & :is(ul, ol) {
      margin-block: 0 ${vars.space[2]};
      padding-inline-start: ${vars.space[6]};
    }

    & a {
      color: ${vars.accent.fg};
      text-decoration: underline;
    }

    & blockquote {
      margin-inline: 0;
      padding-inline-start: ${vars.space[4]};
      border-inline-start: 4px solid ${vars.border.strong};
      color: ${vars.fg.muted};
    }

    /* tiptap's Placeholder marks the empty first paragraph with data-placeholder. */
    & p.is-editor-empty:first-child::before {
      content: attr(data-placeholder);
      float: inline-start;
      block-size: 0;
      color: ${vars.fg.muted};
      pointer-events: none;
    }
  }

  &[data-disabled] [data-part='content'] {
    color: ${vars.fg.muted};
    cursor: not-allowed;
  }

  ${forcedColors} {
    & [data-part='box'] {
      border-color: FieldText;
    }

    &[data-focus-within] [data-part='box'] {
      outline: 2px solid Highlight;
    }
  }
`;

export const StyledToolbar = styled(Toolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]};
  border-block-end: 1px solid ${vars.border.default};

  & [role='separator'] {
    align-self: stretch;
    inline-size: 1px;
    margin-block: ${vars.space[1]};
    margin-inline: ${vars.space[1]};
    border: none;
    background-color: ${vars.border.default};
  }
`;

const toolbarControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  box-sizing: border-box;
  min-inline-size: 2rem;
  block-size: 2rem;
  margin: 0;
  padding-block: 0;
  padding-inline: ${vars.space['1.5']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.fg.default};
  font: inherit;
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background-color: ${vars.bg.subtle};
  }

  &[data-pressed] {
    background-color: ${vars.border.muted};
  }

  &[data-selected] {
    border-color: ${vars.accent.border};
    background-color: ${vars.accent.muted};
    color: ${vars.accent.fg};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 1px;
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    background: transparent;
    cursor: not-allowed;
  }

  ${forcedColors} {
    &[data-selected] {
      border-color: Highlight;
    }
  }
`;

export const ToolbarButton = styled(Button)`
  ${toolbarControl}

  &[data-part='text-style'] {
    justify-content: space-between;
    min-inline-size: 8.5rem;
  }
`;

export const ToolbarToggle = styled(ToggleButton)`
  ${toolbarControl}
`;

export const StylePopover = styled(Popover)`
  min-inline-size: var(--trigger-width);
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  box-shadow: ${vars.shadow.md};
  outline: none;
`;

export const StyleListBox = styled(ListBox)`
  padding: ${vars.space[1]};
  outline: none;
  color: ${vars.fg.default};
  font-family: ${vars.font.family};

  & [role='option'] {
    padding-block: ${vars.space['1.5']};
    padding-inline: ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
    outline: none;

    &[data-focused] {
      background-color: ${vars.bg.subtle};
    }

    &[data-selected] {
      background-color: ${vars.accent.muted};
      color: ${vars.accent.fg};
      font-weight: ${vars.font.weight.semibold};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: -2px;
    }
  }

  & [data-style='h1'] {
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.bold};
  }
  & [data-style='h2'] {
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
  }
  & [data-style='h3'] {
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
  & [data-style='h4'],
  & [data-style='h5'],
  & [data-style='h6'] {
    font-weight: ${vars.font.weight.bold};
  }
`;

export const LinkPopover = styled(Popover)`
  inline-size: min(22rem, 90vw);
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  box-shadow: ${vars.shadow.md};
  color: ${vars.fg.default};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};

  & [role='dialog'] {
    padding: ${vars.space[3]};
    outline: none;
  }

  & form {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
  }

  & [data-part='link-field'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};

    & label {
      font-weight: ${vars.font.weight.semibold};
    }

    & input {
      box-sizing: border-box;
      block-size: ${vars.control.height.medium};
      padding-inline: ${vars.space[3]};
      border: 1px solid ${vars.border.strong};
      border-radius: ${vars.radius.DEFAULT};
      background-color: ${vars.bg.surface};
      color: ${vars.fg.default};
      font: inherit;
      font-size: ${vars.font.size.md};
      outline: none;

      &::placeholder {
        color: ${vars.fg.muted};
        opacity: 1;
      }

      &[data-focused] {
        border-color: ${vars.accent.emphasis};
        box-shadow: 0 0 0 1px ${vars.accent.emphasis};
      }

      &[data-invalid] {
        border-color: ${vars.status.danger.emphasis};
      }
    }

    & [data-part='error'] {
      color: ${vars.status.danger.fg};
      font-size: ${vars.font.size.xs};
    }
  }

  & [data-part='actions'] {
    display: flex;
    justify-content: flex-end;
    gap: ${vars.space[2]};
  }
`;
