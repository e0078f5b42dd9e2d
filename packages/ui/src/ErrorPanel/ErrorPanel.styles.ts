import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledErrorPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  box-sizing: border-box;
  inline-size: 100%;
  padding: ${vars.space[6]} ${vars.space[4]};
  border: 1px solid ${vars.status.danger.border};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.status.danger.muted};
  color: ${vars.status.danger.fg};
  text-align: center;
  overflow-wrap: anywhere;

  & [data-part='icon'] {
    font-size: 2rem;
  }

  & [data-part='title'] {
    margin: 0;
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
