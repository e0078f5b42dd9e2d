import { RadioGroup } from 'react-aria-components';
import { fieldColumn } from '../Field/Field.styles';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledGroup = styled(RadioGroup)`
  ${fieldColumn}
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${vars.space[3]};
`;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  min-inline-size: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};

  /* Radio card: the label fills the card; a ring marks the chosen one. */
  & [data-part='radio'] {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space[3]};
    cursor: pointer;
    outline: none;
  }

  & [data-part='radio']::before {
    content: '';
    flex-shrink: 0;
    box-sizing: border-box;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin-block-start: 0.125rem;
    border: 2px solid ${vars.border.strong};
    border-radius: ${vars.radius.full};
    background-color: ${vars.bg.surface};
  }

  & [data-part='radio'][data-selected]::before {
    border-width: 0.3125rem;
    border-color: ${vars.accent.emphasis};
  }

  & [data-part='radio'][data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  &:has([data-part='radio'][data-hovered]:not([data-selected])) {
    border-color: ${vars.border.strong};
  }

  &:has([data-part='radio'][data-selected]) {
    border-color: ${vars.accent.emphasis};
    box-shadow: 0 0 0 1px ${vars.accent.emphasis};
  }

  &:has([data-part='radio'][data-focus-visible]) {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  ${forcedColors} {
    &:has([data-part='radio'][data-selected]) {
      border-color: Highlight;
      box-shadow: 0 0 0 1px Highlight;
    }

    & [data-part='radio'][data-selected]::before {
      border-color: Highlight;
    }
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-inline-size: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Name = styled.span`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.snug};
`;

export const Lines = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${vars.fg.muted};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[1]};
  margin-block-start: auto;
`;
