import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

const color = (name: string, bg: string, fg: string) => `
  &[data-color='${name}'] {
    --_bg: ${bg};
    --_fg: ${fg};
  }
`;

export const StyledAvatar = styled.span`
  --_size: 2.5rem;
  --_bg: ${vars.status.neutral.muted};
  --_fg: ${vars.status.neutral.fg};

  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  inline-size: var(--_size);
  block-size: var(--_size);
  vertical-align: middle;

  &[data-size='small'] {
    --_size: 2rem;
  }

  &[data-size='large'] {
    --_size: 3.5rem;
  }

  &[data-size='xlarge'] {
    --_size: 9rem;
  }

  ${color('primary', vars.accent.muted, vars.accent.fg)}
  ${color('secondary', vars.bg.emphasis, vars.fg.onEmphasis)}
  ${color('info', vars.status.info.muted, vars.status.info.fg)}
  ${color('success', vars.status.success.muted, vars.status.success.fg)}
  ${color('warning', vars.status.warning.muted, vars.status.warning.fg)}
  ${color('error', vars.status.danger.muted, vars.status.danger.fg)}

  & [data-part='image'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    inline-size: 100%;
    block-size: 100%;
    overflow: hidden;
    border-radius: ${vars.radius.full};
    background-color: var(--_bg);
    color: var(--_fg);
    font-size: calc(var(--_size) * 0.4);
    font-weight: ${vars.font.weight.semibold};
    line-height: 1;
    user-select: none;
  }

  & img[data-part='image'] {
    object-fit: cover;
  }

  & [data-part='status'] {
    position: absolute;
    inset-block-end: 0;
    inset-inline-end: 0;
    box-sizing: border-box;
    inline-size: max(0.625rem, calc(var(--_size) * 0.28));
    block-size: max(0.625rem, calc(var(--_size) * 0.28));
    border: 2px solid ${vars.bg.canvas};
    border-radius: ${vars.radius.full};
    background-color: ${vars.status.neutral.emphasis};
  }

  & [data-status='online'] {
    background-color: ${vars.status.success.emphasis};
  }

  & [data-status='away'] {
    background-color: ${vars.status.warning.emphasis};
  }

  & [data-status='busy'] {
    background-color: ${vars.status.danger.emphasis};
  }

  /* Invisible: a hollow ring, so it differs from offline by shape, not only colour. */
  & [data-status='invisible'] {
    background-color: ${vars.bg.canvas};
    box-shadow: inset 0 0 0 2px ${vars.status.neutral.emphasis};
  }

  ${forcedColors} {
    & [data-part='image'] {
      border: 1px solid CanvasText;
    }

    & [data-part='status'] {
      background-color: CanvasText;
      border-color: Canvas;
    }
  }
`;

export const StyledAvatarGroup = styled.span`
  display: inline-flex;
  align-items: center;
  flex-direction: row;

  & > [data-part='avatar'] {
    /* A ring of the canvas colour separates overlapping avatars. */
    border-radius: ${vars.radius.full};
    box-shadow: 0 0 0 2px ${vars.bg.canvas};
  }

  & > [data-part='avatar'] + [data-part='avatar'] {
    margin-inline-start: calc(var(--_size) * -0.25);
  }
`;
