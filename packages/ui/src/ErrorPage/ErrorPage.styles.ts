import { styled } from '../internal/styled';
import { forcedColors, mq } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledErrorPage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  box-sizing: border-box;
  max-inline-size: 30rem;
  margin-inline: auto;
  padding-block: ${vars.space[10]};
  padding-inline: ${vars.space[4]};
  color: ${vars.fg.default};
  text-align: center;

  ${mq.md} {
    padding-block: ${vars.space[16]};
  }

  & [data-part='title'] {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.tight};
    overflow-wrap: anywhere;

    ${mq.md} {
      font-size: ${vars.font.size['3xl']};
    }
  }

  & [data-part='message'] {
    margin: 0;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    overflow-wrap: anywhere;
  }

  & [data-part='illustration'] {
    inline-size: min(100%, 20rem);
    block-size: auto;
  }

  & [data-part='ill-backdrop'] {
    fill: ${vars.accent.muted};
  }

  & [data-part='ill-code'] {
    fill: ${vars.accent.fg};
    font-family: inherit;
    font-size: 64px;
    font-weight: ${vars.font.weight.bold};
    opacity: 0.35;
  }

  & [data-part='ill-road'] {
    fill: ${vars.border.strong};
  }

  & [data-part='ill-car'] {
    fill: ${vars.accent.emphasis};
  }

  & [data-part='ill-window'],
  & [data-part='ill-hub'],
  & [data-part='ill-sign-detail'] {
    fill: ${vars.bg.surface};
  }

  & [data-part='ill-wheel'] {
    fill: ${vars.fg.default};
  }

  & [data-part='ill-sign'] {
    fill: ${vars.status.warning.emphasis};
  }

  & [data-part='ill-spark'] {
    fill: ${vars.status.danger.emphasis};
  }

  /* "Go to home": a react-aria Link dressed as the primary button. */
  & [data-part='home'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-block-size: ${vars.control.height.large};
    margin-block-start: ${vars.space[2]};
    padding-inline: ${vars.space[6]};
    border: 1px solid transparent;
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.accent.emphasis};
    color: ${vars.accent.onEmphasis};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
    text-decoration: none;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background-color: ${vars.accent.emphasisHover};
    }

    &[data-pressed] {
      background-color: ${vars.accent.emphasisPressed};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: 2px;
    }
  }

  ${forcedColors} {
    & [data-part='home'] {
      border-color: LinkText;
    }

    & [data-part='illustration'] * {
      fill: CanvasText;
    }

    & [data-part='ill-backdrop'],
    & [data-part='ill-window'],
    & [data-part='ill-hub'],
    & [data-part='ill-sign-detail'] {
      fill: Canvas;
    }
  }
`;
