import { keyframes, styled } from '../internal/styled';
import { reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledFilterBar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

/** The controls in a row that wraps; each keeps a readable width. */
export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${vars.space[3]};
  align-items: start;

  &[data-layout='stack'] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ActiveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  & > [data-part='chip-group'] {
    min-inline-size: 0;
  }
`;

/** The space of one row of active-filter chips (a chip is 2rem high), while the chips' code loads. */
export const ActiveRowSpace = styled(ActiveRow)`
  min-block-size: 2rem;
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A small ring beside a label while that filter's options load. */
export const Spinner = styled.span`
  display: inline-block;
  box-sizing: border-box;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  margin-inline-start: ${vars.space[1]};
  vertical-align: -0.05em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${vars.radius.full};
  animation: ${spin} 0.8s linear infinite;

  ${reducedMotion} {
    animation-duration: 2.4s;
  }
`;
