import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledCarousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;

  & > [data-part='viewport'] {
    display: flex;
    gap: var(--_gap, 1rem);
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-behavior: smooth;
    scrollbar-width: none;
    border-radius: ${vars.radius.DEFAULT};
    outline: none;
  }

  & > [data-part='viewport']::-webkit-scrollbar {
    display: none;
  }

  & > [data-part='viewport']:focus-visible {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  & [data-part='slide'] {
    flex: 0 0 var(--_slide-size, 100%);
    box-sizing: border-box;
    min-inline-size: 0;
    scroll-snap-align: start;
  }

  &[data-slide-size='auto'] [data-part='slide'] {
    flex: 0 0 auto;
  }

  & > [data-part='controls'] {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[2]};
  }

  & [data-part='previous'] svg,
  & [data-part='next'] svg {
    font-size: 1.25rem;
  }

  & [data-part='next'] svg {
    transform: scaleX(-1);
  }

  &:dir(rtl) [data-part='previous'] svg {
    transform: scaleX(-1);
  }

  &:dir(rtl) [data-part='next'] svg {
    transform: none;
  }

  & [data-part='dots'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
  }

  & [data-part='dot'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    margin: 0;
    padding: 0;
    border: none;
    border-radius: ${vars.radius.full};
    background: transparent;
    cursor: pointer;
    outline: none;
  }

  & [data-part='dot'] > span {
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: ${vars.radius.full};
    background-color: ${vars.border.strong};
    transition:
      inline-size ${vars.duration.fast} ${vars.easing.standard},
      background-color ${vars.duration.fast} ${vars.easing.standard};
  }

  & [data-part='dot'][data-hovered] > span {
    background-color: ${vars.fg.muted};
  }

  & [data-part='dot'][aria-current='true'] > span {
    inline-size: 1rem;
    background-color: ${vars.accent.emphasis};
  }

  & [data-part='dot'][data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  ${reducedMotion} {
    & > [data-part='viewport'] {
      scroll-behavior: auto;
    }

    & [data-part='dot'] > span {
      transition: none;
    }
  }

  ${forcedColors} {
    & [data-part='dot'] > span {
      background-color: ButtonText;
    }

    & [data-part='dot'][aria-current='true'] > span {
      background-color: Highlight;
    }
  }
`;
