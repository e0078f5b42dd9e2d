import { ListBox, SearchField } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledSearchPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;
  color: ${vars.fg.default};

  & [data-part='footer'] {
    display: flex;
    justify-content: flex-end;
    padding-block-start: ${vars.space[2]};
    border-block-start: 1px solid ${vars.border.muted};
  }
`;

export const StyledSearchField = styled(SearchField)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  min-block-size: 3rem;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.border.strong};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  font-size: ${vars.font.size.md};

  &:focus-within {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 1px;
  }

  & [data-part='search-icon'] {
    flex-shrink: 0;
    color: ${vars.fg.muted};
    font-size: 1.25rem;
  }

  & [data-part='input'] {
    flex: 1;
    min-inline-size: 0;
    padding: 0;
    border: none;
    background: transparent;
    color: ${vars.fg.default};
    font: inherit;
    outline: none;

    &::placeholder {
      color: ${vars.fg.muted};
      opacity: 1;
    }

    &::-webkit-search-cancel-button {
      display: none;
    }
  }

  & [data-part='clear'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    inline-size: 2rem;
    block-size: 2rem;
    padding: 0;
    border: none;
    border-radius: ${vars.radius.full};
    background: transparent;
    color: ${vars.fg.muted};
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background-color: ${vars.bg.subtle};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
    }
  }

  &[data-empty] [data-part='clear'] {
    visibility: hidden;
  }

  ${forcedColors} {
    border-color: CanvasText;
  }
`;

export const StyledResults = styled(ListBox)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  max-block-size: min(60vh, 28rem);
  overflow-y: auto;
  outline: none;

  &[data-empty] {
    overflow: visible;
  }

  & [data-part='message'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[1]};
    padding-block: ${vars.space[6]};
    padding-inline: ${vars.space[4]};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
    text-align: center;
    overflow-wrap: anywhere;

    & strong {
      color: ${vars.fg.default};
      font-size: ${vars.font.size.md};
    }

    & [data-tone='danger'] {
      color: ${vars.status.danger.fg};
    }
  }

  & [data-part='section'] {
    display: flex;
    flex-direction: column;
    gap: 1px;
  }

  & [data-part='section-header'] {
    padding-block: ${vars.space[2]} ${vars.space[1]};
    padding-inline: ${vars.space[2]};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  & [data-part='result'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    min-block-size: 3rem;
    padding-block: ${vars.space[1]};
    padding-inline: ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    color: ${vars.fg.default};
    text-decoration: none;
    cursor: pointer;
    outline: none;

    &[data-focused],
    &[data-hovered] {
      background-color: ${vars.bg.subtle};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: -2px;
    }
  }

  & [data-part='thumb'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    overflow: hidden;
    border-radius: ${vars.radius.sm};
    background-color: ${vars.bg.subtle};
    color: ${vars.fg.muted};
    font-size: 1.25rem;

    & img {
      inline-size: 100%;
      block-size: 100%;
      object-fit: cover;
    }
  }

  & [data-part='text'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-inline-size: 0;
  }

  & [data-part='name'] {
    overflow: hidden;
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & [data-part='meta'] {
    overflow: hidden;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & [data-part='price'] {
    flex-shrink: 0;
  }

  ${forcedColors} {
    & [data-part='result'][data-focused] {
      background-color: Highlight;
      color: HighlightText;
    }
  }
` as unknown as typeof ListBox;
