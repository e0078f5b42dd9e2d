import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  box-sizing: border-box;
  inline-size: 100%;
  padding: ${vars.space[10]} ${vars.space[4]};
  border: 1px dashed ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.subtle};
  color: ${vars.fg.muted};
  text-align: center;
  overflow-wrap: anywhere;

  &[data-variant='plain'] {
    border: none;
    background-color: transparent;
  }

  & [data-part='icon'] {
    display: inline-flex;
    font-size: 3rem;
    color: ${vars.fg.subtle};
  }

  & [data-part='title'] {
    margin: 0;
    color: ${vars.fg.default};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.tight};
  }

  & [data-part='message'] {
    margin: 0;
    max-inline-size: 60ch;
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
  }
`;
