import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { backdrop, sheetLayout } from '../Dialog/Dialog.styles';
import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

const slideIn = keyframes`
  from {
    transform: translateX(var(--_from));
  }
`;

export const StyledDrawerOverlay = styled(ModalOverlay)`
  ${backdrop}
`;

/**
 * The sheet. `placement` is logical: `end` is the right edge in LTR and the left edge in RTL, and the slide
 * direction follows (`:dir(rtl)` flips the sign). Width from `--_drawer-width`, never wider than the screen.
 */
export const StyledDrawerModal = styled(Modal)`
  --_from: 100%;
  position: absolute;
  inset-block: 0;
  display: flex;
  box-sizing: border-box;
  inline-size: min(var(--_drawer-width, 320px), 100%);
  max-inline-size: 100%;
  background-color: ${vars.bg.surface};
  color: ${vars.fg.default};
  box-shadow: ${vars.shadow.lg};
  outline: none;

  &[data-placement='end'] {
    inset-inline-end: 0;
    border-inline-start: 1px solid ${vars.border.default};
  }

  &[data-placement='start'] {
    --_from: -100%;
    inset-inline-start: 0;
    border-inline-end: 1px solid ${vars.border.default};
  }

  &[data-placement='end']:dir(rtl) {
    --_from: -100%;
  }

  &[data-placement='start']:dir(rtl) {
    --_from: 100%;
  }

  &[data-entering] {
    animation: ${slideIn} ${vars.duration.slow} ${vars.easing.standard};
  }

  &[data-exiting] {
    animation: ${slideIn} ${vars.duration.normal} ${vars.easing.standard} reverse;
  }

  ${reducedMotion} {
    &[data-entering],
    &[data-exiting] {
      animation: none;
    }
  }

  ${forcedColors} {
    border-color: CanvasText;
  }
`;

export const StyledDrawerDialog = styled(Dialog)`
  ${sheetLayout}
  block-size: 100%;

  & > [data-part='body'] {
    padding-block-start: ${vars.space[2]};
  }
`;
