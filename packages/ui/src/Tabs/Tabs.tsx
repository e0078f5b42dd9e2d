import type { Ref } from 'react';
import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';

export interface TabsProps extends AriaTabsProps {
  ref?: Ref<HTMLDivElement>;
}

/**
 * react-aria-components `Tabs` with every RAC prop (`selectedKey` / `onSelectionChange`, `defaultSelectedKey`,
 * `orientation`, `keyboardActivation`, `disabledKeys`). Compose with `TabList`, `Tab` and `TabPanel`; arrow keys
 * follow the reading direction. States: `data-selected`, `data-focus-visible`, `data-hovered`, `data-disabled`.
 */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** RAC `TabList`: needs `aria-label` when nothing else names it (e.g. "Notifications"). */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <StyledTabList {...props} />;
}

export type TabProps = AriaTabProps;

/** RAC `Tab` (`id` matches its `TabPanel`). */
export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export type TabPanelProps = AriaTabPanelProps;

/** RAC `TabPanel` (`id` matches its `Tab`). */
export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
