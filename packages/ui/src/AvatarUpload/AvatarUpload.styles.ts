import { Button } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

/** §2: round, 144 px. */
const SIZE = '144px';

export const StyledAvatarUpload = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.fg.default};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};
  text-align: center;

  & [data-part='ring'] {
    box-sizing: border-box;
    inline-size: ${SIZE};
    block-size: ${SIZE};
    padding: ${vars.space[2]};
    border: 1px dashed ${vars.border.strong};
    border-radius: ${vars.radius.full};
  }

  &[data-drop-target] [data-part='ring'] {
    border-style: solid;
    border-color: ${vars.accent.emphasis};
    background-color: ${vars.accent.muted};
  }

  &[data-invalid] [data-part='ring'] {
    border-color: ${vars.status.danger.emphasis};
  }

  & [data-part='description'] {
    max-inline-size: 16rem;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    overflow-wrap: anywhere;
  }

  & [data-part='error'] {
    max-inline-size: 20rem;
    color: ${vars.status.danger.fg};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export const AvatarButton = styled(Button)`
  position: relative;
  display: block;
  box-sizing: border-box;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.full};
  overflow: hidden;
  background-color: ${vars.bg.subtle};
  color: ${vars.fg.muted};
  font: inherit;
  cursor: pointer;
  outline: none;

  & [data-part='preview'] {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  & [data-part='overlay'] {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
    padding: ${vars.space[2]};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
    line-height: ${vars.font.lineHeight.tight};
    transition: opacity ${vars.duration.normal} ${vars.easing.standard};

    ${reducedMotion} {
      transition: none;
    }

    & svg {
      inline-size: 2rem;
      block-size: 2rem;
    }
  }

  &[data-hovered] {
    color: ${vars.fg.default};
  }

  /* Over a photo the overlay only appears on hover or keyboard focus. */
  [data-has-image] & [data-part='overlay'] {
    opacity: 0;
    background-color: color-mix(in srgb, ${vars.bg.emphasis} 72%, transparent);
    color: ${vars.fg.onEmphasis};
  }

  [data-has-image] &[data-hovered] [data-part='overlay'],
  [data-has-image] &[data-focus-visible] [data-part='overlay'] {
    opacity: 1;
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 4px;
  }

  &[data-disabled] {
    background-color: ${vars.bg.disabled};
    cursor: not-allowed;
  }

  ${forcedColors} {
    border: 1px solid ButtonText;
  }
`;
