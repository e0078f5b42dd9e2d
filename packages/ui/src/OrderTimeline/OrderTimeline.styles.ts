import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

const tones = ['success', 'info', 'warning', 'danger', 'neutral'] as const;

export const StyledTimeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
`;

/* A vertical rail on the inline-start side; each entry's marker sits on it. */
export const Entry = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-block-end: ${vars.space[4]};
  padding-inline-start: ${vars.space[6]};

  &::before {
    content: '';
    position: absolute;
    inset-block: 0.75rem 0;
    inset-inline-start: calc(0.375rem - 1px);
    inline-size: 2px;
    background-color: ${vars.border.default};
  }

  &:last-child {
    padding-block-end: 0;
  }

  &:last-child::before {
    display: none;
  }

  & time {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    font-variant-numeric: tabular-nums;
  }

  & [data-part='current'] {
    color: ${vars.accent.fg};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
  }

  &[data-current] time {
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }

  ${forcedColors} {
    &::before {
      background-color: CanvasText;
    }
  }
`;

export const Marker = styled.span`
  position: absolute;
  inset-block-start: 0.375rem;
  inset-inline-start: 0;
  box-sizing: border-box;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border: 2px solid ${vars.status.neutral.fg};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bg.surface};

  ${tones.map(
    (tone) => `
  &[data-tone='${tone}'] {
    border-color: ${vars.status[tone].fg};
  }`,
  )}

  [data-current] > & {
    inset-block-start: 0.25rem;
    inset-inline-start: -0.125rem;
    inline-size: 1rem;
    block-size: 1rem;
    background-color: currentColor;
    box-shadow: 0 0 0 3px ${vars.accent.muted};
  }

  ${tones.map(
    (tone) => `
  [data-current] > &[data-tone='${tone}'] {
    color: ${vars.status[tone].fg};
  }`,
  )}

  ${forcedColors} {
    forced-color-adjust: none;
    border-color: CanvasText;
    background-color: Canvas;

    [data-current] > & {
      background-color: Highlight;
      border-color: Highlight;
    }
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
`;

export const Note = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  line-height: ${vars.font.lineHeight.normal};

  &[data-muted] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};
`;
