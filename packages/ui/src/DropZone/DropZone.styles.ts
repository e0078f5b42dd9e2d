import { Button, DropZone } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledDropZoneRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;
  color: ${vars.fg.default};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};

  & > [data-part='error'] {
    color: ${vars.status.danger.fg};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
  }
`;

export const StyledDropZone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  padding-block: ${vars.space[10]};
  padding-inline: ${vars.space[4]};
  border: 1px dashed ${vars.border.strong};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.subtle};
  color: ${vars.fg.default};
  text-align: center;
  overflow-wrap: anywhere;
  outline: none;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard};

  ${reducedMotion} {
    transition: none;
  }

  & [data-part='illustration'] {
    inline-size: 3rem;
    block-size: 3rem;
    color: ${vars.accent.fg};
  }

  & [data-part='title'] {
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }

  & [data-part='hint'],
  & [data-part='description'] {
    color: ${vars.fg.muted};
  }

  &[data-hovered] {
    border-color: ${vars.fg.muted};
  }

  &[data-drop-target] {
    border-style: solid;
    border-color: ${vars.accent.emphasis};
    background-color: ${vars.accent.muted};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-invalid] {
    border-color: ${vars.status.danger.emphasis};
    background-color: ${vars.status.danger.muted};

    & [data-part='hint'],
    & [data-part='description'] {
      color: ${vars.fg.default};
    }
  }

  &[data-disabled] {
    border-color: ${vars.border.default};
    background-color: ${vars.bg.disabled};
    cursor: not-allowed;

    & [data-part='illustration'] {
      color: ${vars.fg.disabled};
    }
  }

  ${forcedColors} {
    border-color: CanvasText;

    &[data-drop-target] {
      border-color: Highlight;
    }
  }
`;

/** The "browse" link: a real button (it opens the file picker) that looks like a link. */
export const Browse = styled(Button)`
  display: inline;
  margin: 0;
  padding: 0;
  border: none;
  background: none;
  color: ${vars.accent.fg};
  font: inherit;
  font-weight: ${vars.font.weight.semibold};
  text-decoration: underline;
  cursor: pointer;
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  ${forcedColors} {
    color: LinkText;
  }
`;

export const RejectionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[4]};
  border: 1px dashed ${vars.status.danger.border};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.status.danger.muted};
  color: ${vars.fg.default};
  list-style: none;
  text-align: start;
  overflow-wrap: anywhere;

  & [data-part='file-name'] {
    font-weight: ${vars.font.weight.semibold};
  }

  & ul {
    margin: 0;
    padding-inline-start: ${vars.space[4]};
    color: ${vars.status.danger.fg};
    font-size: ${vars.font.size.xs};
  }
`;

export const AcceptedList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    box-sizing: border-box;
    max-inline-size: 100%;
    padding-block: ${vars.space[1]};
    padding-inline: ${vars.space[3]} ${vars.space[1]};
    border: 1px solid ${vars.border.default};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.surface};
  }

  & > li[data-preview] {
    flex-direction: column;
    align-items: stretch;
    inline-size: 5rem;
    padding: 0;
    overflow: hidden;
  }

  & [data-part='preview'] {
    display: block;
    inline-size: 5rem;
    block-size: 5rem;
    object-fit: cover;
  }

  & [data-part='file-name'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & [data-part='file-size'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    white-space: nowrap;
  }

  & > li[data-preview] [data-part='file-name'],
  & > li[data-preview] [data-part='file-size'] {
    padding-inline: ${vars.space[1]};
    font-size: ${vars.font.size.xs};
  }

  & > li[data-preview] [data-part='remove'] {
    position: absolute;
    inset-block-start: ${vars.space[1]};
    inset-inline-end: ${vars.space[1]};
  }
`;

export const RemoveButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.full};
  background-color: ${vars.bg.emphasis};
  color: ${vars.fg.onEmphasis};
  cursor: pointer;
  outline: none;

  & svg {
    inline-size: 1rem;
    block-size: 1rem;
  }

  &[data-hovered],
  &[data-pressed] {
    background-color: ${vars.fg.default};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-disabled] {
    background-color: ${vars.bg.disabled};
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  ${forcedColors} {
    border: 1px solid ButtonText;
  }
`;
