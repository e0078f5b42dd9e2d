import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

const bump = keyframes`
  0% { transform: scale(1); }
  30% { transform: scale(1.35); }
  60% { transform: scale(0.9); }
  100% { transform: scale(1); }
`;

export const StyledCountBadge = styled.span`
  --_bg: ${vars.status.danger.emphasis};
  --_fg: ${vars.status.danger.onEmphasis};

  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-inline-size: 1.25rem;
  block-size: 1.25rem;
  padding-inline: 0.3rem;
  border-radius: ${vars.radius.full};
  background-color: var(--_bg);
  color: var(--_fg);
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;

  &[data-placement='corner'] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    translate: 35% -35%;
    pointer-events: none;
  }

  &[data-placement='corner']:dir(rtl) {
    translate: -35% -35%;
  }

  &[data-tone='accent'] {
    --_bg: ${vars.accent.emphasis};
    --_fg: ${vars.accent.onEmphasis};
  }

  &[data-tone='neutral'] {
    --_bg: ${vars.status.neutral.emphasis};
    --_fg: ${vars.status.neutral.onEmphasis};
  }

  &[data-bump] {
    animation: ${bump} ${vars.duration.bump} ${vars.easing.standard};
  }

  ${reducedMotion} {
    &[data-bump] {
      animation: none;
    }
  }

  ${forcedColors} {
    border: 1px solid CanvasText;
  }
`;
