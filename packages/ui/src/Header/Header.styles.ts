import { styled } from '../internal/styled';
import { forcedColors, mq } from '../theme/media';
import { vars } from '../theme/vars';

/** §2: 64 px on phones, 72 px from md; below md the menu button, from md the upload link and in-bar menu. */
export const StyledHeader = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${vars.zIndex.sticky};
  box-sizing: border-box;
  /* A shadow, not a border, so the bar is exactly 64 / 72 px. */
  box-shadow: inset 0 -1px 0 ${vars.border.muted};
  background-color: ${vars.bg.canvas};
  color: ${vars.fg.default};

  & [data-part='bar'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    box-sizing: border-box;
    block-size: 64px;
    padding-inline: ${vars.space[2]} ${vars.space[4]};

    ${mq.md} {
      gap: ${vars.space[4]};
      block-size: 72px;
      padding-inline: ${vars.space[6]};
    }
  }

  & [data-part='menu-button'] {
    flex-shrink: 0;
    padding-inline: 0;
    font-size: 1.5rem;

    ${mq.md} {
      display: none;
    }
  }

  & [data-part='logo'] {
    display: flex;
    flex-shrink: 0;
    align-items: center;
    min-inline-size: 0;
  }

  & [data-part='home'] {
    border-radius: ${vars.radius.sm};
    color: ${vars.accent.fg};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
    text-decoration: none;
    outline: none;

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: 2px;
    }
  }

  /* The in-bar menu keeps one row and scrolls sideways when the bar is narrow (just above md). */
  & [data-part='nav'] {
    display: none;
    flex: 0 1 auto;
    min-inline-size: 0;
    overflow-x: auto;
    scrollbar-width: thin;

    ${mq.md} {
      display: block;
    }
  }

  & [data-part='actions'] {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space[1]};
    min-inline-size: 0;

    ${mq.md} {
      gap: ${vars.space[2]};
    }
  }

  & [data-part='search'],
  & [data-part='language'],
  & [data-part='notifications'],
  & [data-part='account'] {
    display: flex;
    align-items: center;
  }

  /* Upload Product and Sign in: react-aria Links dressed as buttons. */
  & [data-part='upload'],
  & [data-part='sign-in'] {
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    gap: ${vars.space[2]};
    box-sizing: border-box;
    min-block-size: ${vars.control.height.medium};
    padding-inline: ${vars.space[4]};
    border: 1px solid transparent;
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.accent.emphasis};
    color: ${vars.accent.onEmphasis};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
    white-space: nowrap;
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

  & [data-part='upload'] {
    display: none;
    border-color: ${vars.border.strong};
    background-color: transparent;
    color: ${vars.fg.default};

    &[data-hovered],
    &[data-pressed] {
      background-color: ${vars.bg.subtle};
    }

    & svg {
      font-size: 1.25rem;
    }

    ${mq.md} {
      display: inline-flex;
    }
  }

  ${forcedColors} {
    & [data-part='sign-in'],
    & [data-part='upload'] {
      border-color: LinkText;
    }
  }
`;
