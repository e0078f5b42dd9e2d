import { OverlayArrow, Popover } from 'react-aria-components';
import { css, keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

/**
 * The shared look of every floating surface (popover, menu): surface colour, edge, shadow, and a short fade that
 * moves 4px away from the trigger. Doubled `&&` out-ranks `[data-ab-theme]`'s canvas background when the
 * overlay carries element-scope theme attributes (see usePortalTheme).
 */
const floatingSurface = css`
  && {
    box-sizing: border-box;
    border: 1px solid ${vars.border.default};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.surface};
    color: ${vars.fg.default};
    font-family: ${vars.font.family};
    box-shadow: ${vars.shadow.md};
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

export const StyledPopover = styled(Popover)`
  ${floatingSurface}
  max-inline-size: min(calc(100vw - 1rem), 28rem);
  overflow: auto;
  z-index: ${vars.zIndex.modal};

  /* The arrow sits outside the box: let it show. */
  &[data-arrow] {
    overflow: visible;
  }

  &[data-padded] {
    padding: ${vars.space[3]};
  }
`;

export const StyledArrow = styled(OverlayArrow)`
  & svg {
    display: block;
    fill: ${vars.bg.surface};
    stroke: ${vars.border.default};
    stroke-width: 1px;
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
      fill: Canvas;
      stroke: CanvasText;
    }
  }
`;

export const PopoverContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  outline: none;
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;

  & [data-part='title'] {
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
    line-height: ${vars.font.lineHeight.snug};
  }
`;
