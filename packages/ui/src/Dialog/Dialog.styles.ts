import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { css, keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { breakpoints } from '../theme/tokens';
import { vars } from '../theme/vars';

/** Below the §9 sm breakpoint (600 px): phones. */
const phone = `@media (max-width: ${breakpoints.sm - 0.02}px)`;

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const zoomIn = keyframes`
  from {
    opacity: 0;
    transform: scale(0.96);
  }
`;

/** The scrim behind modal dialogs and drawers (fixed, full viewport, fades in and out). */
export const backdrop = css`
  position: fixed;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 100vw;
  block-size: var(--visual-viewport-height, 100vh);
  box-sizing: border-box;
  /* && out-ranks [data-ab-theme]'s canvas background (element-scope themes, see usePortalTheme). */
  && {
    background-color: ${vars.bg.backdrop};
  }
  font-family: ${vars.font.family};
  color: ${vars.fg.default};
  z-index: ${vars.zIndex.modal};

  &[data-entering] {
    animation: ${fadeIn} ${vars.duration.normal} ${vars.easing.standard};
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
`;

export const StyledModalOverlay = styled(ModalOverlay)`
  ${backdrop}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};

  ${phone} {
    &[data-size='fullscreen'] {
      padding: 0;
    }
  }
`;

export const StyledModal = styled(Modal)`
  --_width: 35rem;
  display: flex;
  box-sizing: border-box;
  inline-size: min(var(--_width), 100%);
  max-block-size: 100%;
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.default};
  box-shadow: ${vars.shadow.lg};
  outline: none;

  &[data-size='sm'] {
    --_width: 25rem;
  }

  &[data-size='lg'],
  &[data-size='fullscreen'] {
    --_width: 50rem;
  }

  &[data-entering] {
    animation: ${zoomIn} ${vars.duration.normal} ${vars.easing.standard};
  }

  &[data-exiting] {
    animation: ${zoomIn} ${vars.duration.fast} ${vars.easing.standard} reverse;
  }

  ${phone} {
    &[data-size='fullscreen'] {
      inline-size: 100%;
      block-size: 100%;
      border: none;
      border-radius: 0;
    }
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

/** Header (title + close), scrolling body, footer: shared by Dialog and Drawer. */
export const sheetLayout = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
  max-block-size: 100%;
  box-sizing: border-box;
  outline: none;

  & > [data-part='header'] {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space[2]};
    padding-block: ${vars.space[4]} ${vars.space[2]};
    padding-inline: ${vars.space[6]} ${vars.space[3]};
  }

  & [data-part='title'] {
    flex: 1;
    min-inline-size: 0;
    margin: 0;
    padding-block-start: ${vars.space[1]};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.semibold};
    line-height: ${vars.font.lineHeight.snug};
    overflow-wrap: anywhere;
  }

  & > [data-part='header'] > [data-part='close'] {
    margin-inline-start: auto;
  }

  & > [data-part='header'][data-no-close] {
    padding-inline-end: ${vars.space[6]};
  }

  & > [data-part='body'] {
    flex: 1 1 auto;
    min-block-size: 0;
    overflow: auto;
    overscroll-behavior: contain;
    padding-block: ${vars.space[2]} ${vars.space[4]};
    padding-inline: ${vars.space[6]};
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
    overflow-wrap: anywhere;
    outline: none;
  }

  & > [data-part='body']:focus-visible {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  & > [data-part='body'] > p:first-child {
    margin-block-start: 0;
  }

  & > [data-part='body'] > p:last-child {
    margin-block-end: 0;
  }

  & > [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${vars.space[2]};
    padding-block: ${vars.space[3]} ${vars.space[4]};
    padding-inline: ${vars.space[6]};
    border-block-start: 1px solid ${vars.border.muted};
  }

  ${phone} {
    & > [data-part='header'] {
      padding-inline-start: ${vars.space[4]};
    }

    & > [data-part='body'],
    & > [data-part='actions'] {
      padding-inline: ${vars.space[4]};
    }
  }
`;

export const StyledDialog = styled(Dialog)`
  ${sheetLayout}
`;
