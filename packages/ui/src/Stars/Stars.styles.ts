import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledStars = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  font-size: ${vars.font.size.md};
  line-height: 1;
  vertical-align: middle;

  &[data-size='small'] {
    font-size: ${vars.font.size.sm};
  }

  &[data-size='large'] {
    font-size: ${vars.font.size.xl};
  }

  & > [data-part='empty'],
  & > [data-part='filled'] {
    display: inline-flex;
    white-space: nowrap;
  }

  & > [data-part='empty'] {
    color: ${vars.rating.empty};
  }

  & > [data-part='filled'] {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: var(--_fill, 0%);
    overflow: hidden;
    color: ${vars.rating.filled};
  }

  & svg {
    flex-shrink: 0;
  }
`;
