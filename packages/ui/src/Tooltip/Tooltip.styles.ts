import { OverlayArrow, Tooltip } from 'react-aria-components';
import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const StyledTooltip = styled(Tooltip)`
  && {
    box-sizing: border-box;
    max-inline-size: min(calc(100vw - 1rem), 18rem);
    padding-block: ${vars.space[1]};
    padding-inline: ${vars.space[2]};
    border: 1px solid transparent;
    border-radius: ${vars.radius.sm};
    background-color: ${vars.bg.emphasis};
    color: ${vars.fg.onEmphasis};
    font-family: ${vars.font.family};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
    line-height: ${vars.font.lineHeight.snug};
    overflow-wrap: anywhere;
    box-shadow: ${vars.shadow.sm};
    z-index: ${vars.zIndex.tooltip};
    outline: none;
  }

  &[data-entering] {
    animation: ${fadeIn} ${vars.duration.fast} ${vars.easing.standard};
  }

  &[data-exiting] {
    animation: ${fadeIn} ${vars.duration.fast} ${vars.easing.standard} reverse;
  }

  ${reducedMotion} {
    &[data-entering],
    &[data-exiting] {
      animation: none;
    }
  }

  ${forcedColors} {
    && {
      border-color: CanvasText;
    }
  }
`;

export const StyledTooltipArrow = styled(OverlayArrow)`
  & svg {
    display: block;
    fill: ${vars.bg.emphasis};
  }

  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }

  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }

  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }

  ${forcedColors} {
    & svg {
      fill: CanvasText;
    }
  }
`;
