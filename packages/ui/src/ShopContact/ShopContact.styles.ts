import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledShopContact = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  box-sizing: border-box;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.subtle};
  color: ${vars.fg.default};
  overflow-wrap: anywhere;

  & [data-part='title'] {
    margin: 0;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.tight};
  }

  & dl {
    display: grid;
    gap: ${vars.space[3]};
    margin: 0;
  }

  & dt {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }

  & dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]} ${vars.space[3]};
    margin: 0;
  }

  & [data-part='actions'] {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }

  & [data-part='actions'] a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${vars.space[3]};
    border: 1px solid ${vars.border.default};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.surface};
    color: ${vars.accent.fg};
    font-weight: ${vars.font.weight.medium};
    text-decoration: none;
  }

  & [data-part='actions'] a:hover {
    text-decoration: underline;
  }

  & [data-part='actions'] a:focus-visible {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  & address {
    font-style: normal;
  }

  & [data-part='status'] {
    margin: 0;
    min-block-size: 1lh;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
`;
