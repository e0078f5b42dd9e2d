import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

const slide = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

export const StyledProgressBar = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  inline-size: 100%;
`;

export const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.fg.default};

  [data-part='value'] {
    color: ${vars.fg.muted};
    font-variant-numeric: tabular-nums;
  }

  &[data-hidden] {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const Bar = styled.div`
  position: relative;
  overflow: hidden;
  block-size: 0.5rem;
  border-radius: ${vars.radius.full};
  background-color: ${vars.bg.subtle};
  box-shadow: inset 0 0 0 1px ${vars.border.muted};

  ${forcedColors} {
    border: 1px solid CanvasText;
  }
`;

export const Fill = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background-color: ${vars.accent.emphasis};
  transition: inline-size 200ms ease-out;

  ${forcedColors} {
    background-color: Highlight;
  }

  [data-indeterminate] & {
    inline-size: 40%;
    animation: ${slide} 1.2s ease-in-out infinite;
  }

  ${reducedMotion} {
    transition: none;
    [data-indeterminate] & {
      animation: none;
      inline-size: 100%;
      opacity: 0.5;
    }
  }
`;
