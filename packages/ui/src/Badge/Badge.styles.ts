import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

const tone = (name: 'success' | 'warning' | 'danger' | 'info' | 'neutral') => `
  &[data-tone='${name}'] {
    --_fg: ${vars.status[name].fg};
    --_bg: ${vars.status[name].muted};
    --_border: ${vars.status[name].border};
    --_solid-bg: ${vars.status[name].emphasis};
    --_solid-fg: ${vars.status[name].onEmphasis};
  }
`;

export const StyledBadge = styled.span`
  --_fg: ${vars.status.neutral.fg};
  --_bg: ${vars.status.neutral.muted};
  --_border: ${vars.status.neutral.border};
  --_solid-bg: ${vars.status.neutral.emphasis};
  --_solid-fg: ${vars.status.neutral.onEmphasis};

  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  box-sizing: border-box;
  max-inline-size: 100%;
  min-block-size: 1.5rem;
  padding-block: 0;
  padding-inline: ${vars.space[2]};
  border: 1px solid var(--_border);
  border-radius: ${vars.radius.sm};
  background-color: var(--_bg);
  color: var(--_fg);
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;

  ${tone('success')}
  ${tone('warning')}
  ${tone('danger')}
  ${tone('info')}
  ${tone('neutral')}

  &[data-tone='accent'] {
    --_fg: ${vars.accent.fg};
    --_bg: ${vars.accent.muted};
    --_border: ${vars.accent.border};
    --_solid-bg: ${vars.accent.emphasis};
    --_solid-fg: ${vars.accent.onEmphasis};
  }

  &[data-variant='solid'] {
    --_bg: var(--_solid-bg);
    --_fg: var(--_solid-fg);
    --_border: transparent;
  }

  &[data-size='medium'] {
    min-block-size: 1.75rem;
    padding-inline: ${vars.space[3]};
    font-size: ${vars.font.size.sm};
  }

  & svg {
    flex-shrink: 0;
    font-size: 1.15em;
  }
`;
