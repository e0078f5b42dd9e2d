import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

const enter = keyframes`
  from {
    transform: translateY(-0.5rem);
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** §9: top-right (top-left in right-to-left layouts), 300 px wide, above drawers and dialogs. */
export const StyledToastRegion = styled.section`
  position: fixed;
  z-index: ${vars.zIndex.toast};
  inset-block-start: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  inline-size: min(300px, calc(100vw - 2 * ${vars.space[4]}));

  & [data-part='list'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const StyledToast = styled.li`
  --_tone: ${vars.status.info.fg};

  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  inline-size: 100%;
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[3]} ${vars.space[1]};
  border: 1px solid ${vars.border.default};
  border-inline-start: 4px solid var(--_tone);
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
  animation: ${enter} ${vars.duration.normal} ${vars.easing.standard};

  &[data-type='success'] {
    --_tone: ${vars.status.success.fg};
  }

  &[data-type='warning'] {
    --_tone: ${vars.status.warning.fg};
  }

  &[data-type='error'] {
    --_tone: ${vars.status.danger.fg};
  }

  &[data-type='loading'] {
    --_tone: ${vars.accent.fg};
  }

  & [data-part='icon'] {
    display: inline-flex;
    flex-shrink: 0;
    padding-block-start: 1px;
    color: var(--_tone);
    font-size: 1.25rem;
  }

  &[data-type='loading'] [data-part='icon'] svg {
    animation: ${spin} 0.8s linear infinite;
  }

  & [data-part='text'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space['0.5']};
    min-inline-size: 0;
    padding-block-start: 2px;
    overflow-wrap: anywhere;
  }

  & [data-part='message'] {
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='description'] {
    color: ${vars.fg.muted};
  }

  & [data-part='close'] {
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
    background: transparent;
    color: ${vars.fg.muted};
    font-size: 1.125rem;
    cursor: pointer;
    outline: none;

    &[data-hovered],
    &[data-pressed] {
      background-color: ${vars.bg.subtle};
      color: ${vars.fg.default};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: 1px;
    }
  }

  ${reducedMotion} {
    animation: none;

    &[data-type='loading'] [data-part='icon'] svg {
      animation: none;
    }
  }

  ${forcedColors} {
    border-color: CanvasText;
  }
`;
