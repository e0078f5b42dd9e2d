import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledMoney = styled.data`
  font-variant-numeric: tabular-nums lining-nums;
  font-feature-settings: 'tnum' 1, 'lnum' 1;
  white-space: nowrap;
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.tight};
  font-weight: ${vars.font.weight.regular};
  color: inherit;

  &[data-size='small'] {
    font-size: ${vars.font.size.sm};
  }

  &[data-size='large'] {
    font-size: ${vars.font.size.lg};
  }

  &[data-size='xlarge'] {
    font-size: ${vars.font.size['2xl']};
  }

  &[data-emphasis='strong'] {
    font-weight: ${vars.font.weight.bold};
  }

  &[data-tone='muted'] {
    color: ${vars.fg.muted};
  }

  &[data-tone='success'] {
    color: ${vars.status.success.fg};
  }

  &[data-tone='danger'] {
    color: ${vars.status.danger.fg};
  }
`;
