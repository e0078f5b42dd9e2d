import { css } from './styled';

/**
 * One line cut with an ellipsis at the end of the text's own direction: a Latin name on an Arabic page keeps its
 * start ("ABS Wheel Spee…", not "…Sensor Electrical"), and an Arabic name on an English page keeps its own
 * (`unicode-bidi: plaintext`). A line that fits still aligns with the page.
 */
export const truncateLine = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  unicode-bidi: plaintext;
  text-align: left;

  &:dir(rtl) {
    text-align: right;
  }
`;
