import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledRatingLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin: 0;
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.tight};

  &[data-size='medium'] {
    font-size: ${vars.font.size.md};
  }

  & [data-part='label'] {
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='value'] {
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }
`;
