import { vars } from '@abossey/ui';
import styled from 'styled-components';

/** A section of the product page below its summary: description, compatibility, the shop, reviews. */
export const Section = styled.section`
  margin-block-start: ${vars.space[8]};
  [data-part='shop'] {
    display: grid;
    gap: ${vars.space[3]};
  }
  & > h2 {
    font-size: ${vars.font.size.lg};
    margin-block: 0 ${vars.space[3]};
  }
`;
