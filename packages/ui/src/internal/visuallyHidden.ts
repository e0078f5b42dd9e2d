import { css } from './styled';

/** Out of sight, still in the accessibility tree (the CSS of react-aria's `VisuallyHidden`, for styled selectors). */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
