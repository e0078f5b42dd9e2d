import { Button as AriaButton } from 'react-aria-components';
import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledAccountPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-inline-size: 0;
  color: ${vars.fg.default};

  & [data-part='identity'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    padding-block-end: ${vars.space[4]};
    border-block-end: 1px solid ${vars.border.muted};
  }

  & [data-part='identity-text'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${vars.space[1]};
    min-inline-size: 0;
  }

  & [data-part='name'] {
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }

  & [data-part='email'] {
    margin: 0;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
    overflow-wrap: anywhere;
  }

  & [data-part='links'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[0.5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a[data-part='link'],
  & button[data-part='link'] {
    display: flex;
    align-items: center;
    justify-content: flex-start;
    gap: ${vars.space[3]};
    box-sizing: border-box;
    min-block-size: 2.75rem;
    padding-inline: ${vars.space[3]};
    border-radius: ${vars.radius.DEFAULT};
    color: ${vars.fg.default};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
    text-align: start;
    text-decoration: none;
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

  & [data-part='icon'] {
    display: inline-flex;
    color: ${vars.fg.muted};
    font-size: 1.25rem;
  }

  & [data-part='footer'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    margin-block-start: auto;
  }

  & [data-part='error'] {
    margin: 0;
    color: ${vars.status.danger.fg};
    font-size: ${vars.font.size.sm};
  }
`;

export const StyledAccountButton = styled(AriaButton)`
  display: inline-flex;
  padding: 2px;
  border: none;
  border-radius: ${vars.radius.full};
  background: transparent;
  cursor: pointer;
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  & [data-part='picture'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    overflow: hidden;
    border-radius: ${vars.radius.full};
    background-color: ${vars.bg.subtle};
    color: ${vars.fg.muted};

    & img {
      inline-size: 100%;
      block-size: 100%;
      object-fit: cover;
    }
  }
`;
