import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

/** A 3 px bar along the top edge, above the header and drawers; it grows from the inline start (right in RTL). */
export const StyledNavigationProgress = styled.div`
  position: fixed;
  z-index: ${vars.zIndex.tooltip};
  inset-block-start: 0;
  inset-inline: 0;
  block-size: 3px;
  pointer-events: none;

  &[data-position='static'] {
    position: relative;
  }

  & [data-part='bar'] {
    block-size: 100%;
    background-color: ${vars.accent.emphasis};
    box-shadow: 0 0 6px ${vars.accent.emphasis};
    transition:
      inline-size ${vars.duration.normal} ${vars.easing.standard},
      opacity ${vars.duration.slow} ${vars.easing.standard};
  }

  &[data-state='done'] [data-part='bar'] {
    opacity: 0;
    transition-delay: 0ms, ${vars.duration.normal};
  }

  ${reducedMotion} {
    & [data-part='bar'] {
      transition: none;
    }
  }

  ${forcedColors} {
    & [data-part='bar'] {
      background-color: Highlight;
    }
  }
`;
