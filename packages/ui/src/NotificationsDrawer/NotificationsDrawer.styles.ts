import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledNotificationsPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-inline-size: 0;
  color: ${vars.fg.default};

  & [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[1]};
  }

  & [data-part='error'] {
    margin: 0;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }

  & [role='tab'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }

  & [data-part='skeleton-row'] {
    padding-block: ${vars.space[3]};
  }

  & [data-part='list'] {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & [data-part='item'] + [data-part='item'] {
    border-block-start: 1px solid ${vars.border.muted};
  }

  & [data-part='item-button'] {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space[3]};
    box-sizing: border-box;
    inline-size: 100%;
    margin: 0;
    padding-block: ${vars.space[3]};
    padding-inline: ${vars.space[2]};
    border: none;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background-color: ${vars.bg.subtle};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: -2px;
    }
  }

  & [data-part='dot'] {
    flex-shrink: 0;
    inline-size: 0.5rem;
    block-size: 0.5rem;
    margin-block-start: 0.4rem;
    border-radius: ${vars.radius.full};
  }

  & [data-unread] [data-part='dot'] {
    background-color: ${vars.accent.emphasis};
  }

  & [data-part='content'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[0.5]};
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  & [data-part='title'] {
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
  }

  & [data-unread] [data-part='title'] {
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='message'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }

  & [data-part='time'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
  }

  ${forcedColors} {
    & [data-unread] [data-part='dot'] {
      background-color: Highlight;
      forced-color-adjust: none;
    }
  }
`;
