import { Button as AriaButton } from 'react-aria-components';
import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

/**
 * Variants and sizes are data attributes (`data-variant`, `data-size`); states come from react-aria-components'
 * own data attributes. Each variant only sets local custom properties, so state rules are written once.
 */
export const StyledButton = styled(AriaButton)`
  --_bg: ${vars.accent.emphasis};
  --_bg-hover: ${vars.accent.emphasisHover};
  --_bg-pressed: ${vars.accent.emphasisPressed};
  --_fg: ${vars.accent.onEmphasis};
  --_border: transparent;
  --_height: ${vars.control.height.medium};
  --_padding: ${vars.space[4]};
  --_font-size: ${vars.font.size.sm};

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  min-block-size: var(--_height);
  min-inline-size: var(--_height);
  margin: 0;
  padding-block: ${vars.space[1]};
  padding-inline: var(--_padding);
  /* A transparent border becomes visible in forced-colours mode, keeping the button's outline. */
  border: 1px solid var(--_border);
  border-radius: ${vars.radius.DEFAULT};
  background-color: var(--_bg);
  color: var(--_fg);
  font-family: inherit;
  font-size: var(--_font-size);
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  text-wrap: balance;
  cursor: pointer;
  user-select: none;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  outline: none;
  transition-property: background-color, border-color, color, box-shadow, transform;
  transition-duration: ${vars.duration.fast};
  transition-timing-function: ${vars.easing.standard};

  &[data-variant='secondary'] {
    --_bg: ${vars.bg.surface};
    --_bg-hover: ${vars.bg.subtle};
    --_bg-pressed: ${vars.border.default};
    --_fg: ${vars.fg.default};
    --_border: ${vars.border.strong};
  }

  &[data-variant='danger'] {
    --_bg: ${vars.status.danger.emphasis};
    /* Mixing towards fg.default moves away from onEmphasis in both schemes, so contrast only grows. */
    --_bg-hover: color-mix(in srgb, ${vars.status.danger.emphasis} 86%, ${vars.fg.default});
    --_bg-pressed: color-mix(in srgb, ${vars.status.danger.emphasis} 72%, ${vars.fg.default});
    --_fg: ${vars.status.danger.onEmphasis};
  }

  &[data-variant='ghost'] {
    --_bg: transparent;
    --_bg-hover: ${vars.accent.muted};
    --_bg-pressed: ${vars.accent.muted};
    --_fg: ${vars.accent.fg};
  }

  &[data-size='small'] {
    --_height: ${vars.control.height.small};
    --_padding: ${vars.space[3]};
    --_font-size: ${vars.font.size.xs};
  }

  &[data-size='large'] {
    --_height: ${vars.control.height.large};
    --_padding: ${vars.space[5]};
    --_font-size: ${vars.font.size.md};
  }

  &[data-full-width] {
    inline-size: 100%;
  }

  & svg {
    flex-shrink: 0;
    font-size: 1.25em;
  }

  &[data-hovered] {
    background-color: var(--_bg-hover);
  }

  &[data-pressed] {
    background-color: var(--_bg-pressed);
    transform: scale(0.98);
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-disabled] {
    --_bg: ${vars.bg.disabled};
    --_fg: ${vars.fg.disabled};
    --_border: transparent;
    cursor: not-allowed;
  }

  &[data-variant='ghost'][data-disabled] {
    --_bg: transparent;
  }

  &[data-pending] {
    cursor: progress;
  }

  ${reducedMotion} {
    transition: none;

    &[data-pressed] {
      transform: none;
    }
  }

  ${forcedColors} {
    /* Every variant gets a visible edge; the browser draws its own system colours. */
    border-color: ButtonText;

    &[data-focus-visible] {
      outline-color: Highlight;
    }

    &[data-disabled] {
      border-color: GrayText;
      color: GrayText;
    }
  }
`;

export const ButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;

  [data-pending] > & {
    visibility: hidden;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const ButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;

  & svg {
    inline-size: 1.25em;
    block-size: 1.25em;
    animation: ${spin} 0.8s linear infinite;
  }

  ${reducedMotion} {
    & svg {
      animation-duration: 2.4s;
    }
  }
`;
