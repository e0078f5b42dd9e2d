import { styled } from '../internal/styled';
import { forcedColors, mq } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledAppShell = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background-color: ${vars.bg.canvas};
  color: ${vars.fg.default};

  /* Hidden until focused: the first stop of the Tab order. */
  & [data-part='skip-link'] {
    position: absolute;
    inset-block-start: ${vars.space[2]};
    inset-inline-start: ${vars.space[2]};
    z-index: ${vars.zIndex.modal};
    padding-block: ${vars.space[2]};
    padding-inline: ${vars.space[4]};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.accent.emphasis};
    color: ${vars.accent.onEmphasis};
    font-weight: ${vars.font.weight.semibold};
    text-decoration: none;
    transform: translateY(-200%);

    &:focus {
      transform: none;
      outline: 2px solid ${vars.focusRing};
      outline-offset: 2px;
    }
  }

  & [data-part='body'] {
    display: flex;
    flex: 1;
    align-items: stretch;
  }

  & [data-part='sidebar'] {
    display: none;

    ${mq.md} {
      position: sticky;
      inset-block-start: 72px;
      display: block;
      flex-shrink: 0;
      box-sizing: border-box;
      inline-size: 280px;
      max-block-size: calc(100vh - 72px);
      padding: ${vars.space[4]};
      overflow-y: auto;
      border-inline-end: 1px dashed ${vars.border.default};
    }
  }

  &[data-nav-layout='mini'] [data-part='sidebar'] {
    inline-size: auto;
    padding-inline: ${vars.space[1]};
  }

  & [data-part='main'] {
    flex: 1;
    min-inline-size: 0;
    box-sizing: border-box;
    padding-block: ${vars.space[4]} ${vars.space[10]};
    padding-inline: ${vars.space[4]};
    outline: none;

    ${mq.md} {
      padding-inline: ${vars.space[6]};
    }
  }

  & [data-part='container'] {
    max-inline-size: ${vars.layout.maxWidth};
    margin-inline: auto;
  }

  ${forcedColors} {
    & [data-part='skip-link'] {
      border: 1px solid LinkText;
    }
  }
`;
