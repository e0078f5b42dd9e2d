import { Tag, TagGroup } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledChipGroup = styled(TagGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};

  & [data-part='label'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
  }

  /* RAC TagList (styled here: styled() would drop its item generic). */
  & [data-part='list'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    outline: none;
  }

  & [data-part='list'][data-empty] {
    color: ${vars.fg.muted};
  }
`;

export const StyledChip = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  box-sizing: border-box;
  max-inline-size: 100%;
  min-block-size: 2rem;
  padding-block: 0;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bg.subtle};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  cursor: default;
  outline: none;
  transition: background-color ${vars.duration.fast} ${vars.easing.standard};

  &[data-allows-removing] {
    padding-inline-end: ${vars.space[1]};
  }

  & [data-part='text'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &[data-hovered] {
    border-color: ${vars.border.strong};
  }

  &[data-selected] {
    border-color: ${vars.accent.border};
    background-color: ${vars.accent.muted};
    color: ${vars.accent.fg};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    background-color: ${vars.bg.disabled};
  }

  & [data-part='remove'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    margin: 0;
    padding: 0;
    border: none;
    border-radius: ${vars.radius.full};
    background: transparent;
    color: inherit;
    cursor: pointer;
    outline: none;

    &[data-hovered],
    &[data-pressed] {
      background-color: ${vars.border.default};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
    }
  }

  ${forcedColors} {
    border-color: ButtonText;

    &[data-selected] {
      border-color: Highlight;
    }
  }
`;
