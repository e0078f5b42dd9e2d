import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

const pulse = keyframes`
  50% {
    opacity: 0.45;
  }
`;

export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  inline-size: var(--_width, 100%);
`;

export const StyledSkeleton = styled.span`
  display: block;
  box-sizing: border-box;
  inline-size: var(--_width, 100%);
  block-size: var(--_height, 1em);
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bg.subtle};
  animation: ${pulse} 1.6s ${vars.easing.standard} infinite;

  &[data-variant='text'] {
    block-size: var(--_height, 0.875em);
    margin-block: 0.25em;
  }

  /* The last line of a paragraph is shorter, as text would be. */
  ${SkeletonLines} > &[data-variant='text']:last-child:not(:first-child) {
    inline-size: 60%;
  }

  &[data-variant='rect'] {
    block-size: var(--_height, 8rem);
    border-radius: ${vars.radius.DEFAULT};
  }

  &[data-variant='circle'] {
    inline-size: var(--_width, 2.5rem);
    block-size: var(--_height, var(--_width, 2.5rem));
    border-radius: ${vars.radius.full};
  }

  &[data-animation='none'] {
    animation: none;
  }

  ${reducedMotion} {
    animation: none;
  }

  ${forcedColors} {
    border: 1px solid GrayText;
  }
`;
