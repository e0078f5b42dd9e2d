import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  color: ${vars.fg.default};

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

export const StyledTabList = styled(TabList)`
  display: flex;
  gap: ${vars.space[4]};
  overflow-x: auto;
  border-block-end: 1px solid ${vars.border.default};

  &[data-orientation='vertical'] {
    flex-direction: column;
    gap: ${vars.space[1]};
    border-block-end: none;
    border-inline-end: 1px solid ${vars.border.default};
  }
` as unknown as typeof TabList;

export const StyledTab = styled(Tab)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.control.height.large};
  padding-inline: ${vars.space[1]};
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: -1px;
    block-size: 2px;
    border-radius: 2px;
    background-color: transparent;
  }

  [data-orientation='vertical'] > & {
    padding-inline: ${vars.space[3]};
  }

  [data-orientation='vertical'] > &::after {
    inset-inline: auto -1px;
    inset-block: 0;
    inline-size: 2px;
    block-size: auto;
  }

  &[data-hovered] {
    color: ${vars.fg.default};
  }

  &[data-selected] {
    color: ${vars.fg.default};
  }

  &[data-selected]::after {
    background-color: ${vars.accent.emphasis};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
    border-radius: ${vars.radius.sm};
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  ${forcedColors} {
    &[data-selected]::after {
      background-color: Highlight;
    }
  }
`;

export const StyledTabPanel = styled(TabPanel)`
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
