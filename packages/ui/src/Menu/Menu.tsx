import type { ReactNode } from 'react';
import {
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  Collection,
  MenuTrigger,
  type SeparatorProps,
  SubmenuTrigger,
} from 'react-aria-components';
import { Popover, type PopoverProps } from '../Popover/Popover';
import {
  StyledMenu,
  StyledMenuHeader,
  StyledMenuItem,
  StyledMenuSection,
  StyledMenuSeparator,
} from './Menu.styles';

export type { MenuTriggerProps, SubmenuTriggerProps } from 'react-aria-components';
export { MenuTrigger, SubmenuTrigger };

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Where the menu opens. Default bottom start (submenus: end top, set by react-aria). */
  placement?: PopoverProps['placement'];
  /** Extra props for the popover (offset, shouldFlip, isNonModal...). */
  popoverProps?: Omit<PopoverProps, 'children' | 'placement'>;
}

/**
 * A menu of actions: react-aria-components `Menu` in a `Popover`, opened by the trigger of its `MenuTrigger` (or,
 * nested in a `SubmenuTrigger`, by a `MenuItem`). Arrow keys, Home/End and type-ahead move between items,
 * Enter/Space act, Escape closes and returns focus. Every RAC Menu prop: `onAction`, `items`, `disabledKeys`,
 * `selectionMode`, `renderEmptyState`.
 */
export function Menu<T extends object>({ placement, popoverProps, ...props }: MenuProps<T>) {
  return (
    <Popover padded={false} placement={placement} {...popoverProps}>
      <StyledMenu {...props} />
    </Popover>
  );
}

export type MenuItemTone = 'default' | 'danger';

export interface MenuItemProps<T extends object = object> extends Omit<AriaMenuItemProps<T>, 'children'> {
  /** The item's label. */
  children: ReactNode;
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /** A second, quieter line (read after the label, as part of the item's name). */
  description?: ReactNode;
  /** `danger` for destructive actions (red text). Rendered as `data-tone`. */
  tone?: MenuItemTone;
}

const Check = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" />
  </svg>
);

const Chevron = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6-1.41-1.41Z" />
  </svg>
);

/**
 * One menu item: RAC `MenuItem` with every RAC prop (`id`, `onAction`, `href` for links, `isDisabled`,
 * `textValue`). Shows a check when selected and a chevron when it opens a submenu (mirrored in RTL). States:
 * `data-focused`, `data-focus-visible`, `data-disabled`, `data-selected`, `data-open`.
 */
export function MenuItem<T extends object>({
  children,
  icon,
  description,
  tone = 'default',
  textValue,
  ...props
}: MenuItemProps<T>) {
  const text =
    textValue ??
    (typeof children === 'string' || typeof children === 'number' ? String(children) : undefined);
  return (
    <StyledMenuItem {...props} textValue={text} data-tone={tone}>
      {({ isSelected, selectionMode, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' ? <span data-part="check">{isSelected ? <Check /> : null}</span> : null}
          {icon ? <span data-part="icon">{icon}</span> : null}
          {/* No label/description slots: the name comes from all visible text, as axe's label-content-name-mismatch asks. */}
          <span data-part="text">
            <span data-part="label">{children}</span>
            {/* A space for the accessible name; whitespace between flex items takes no room. */}
            {description ? ' ' : null}
            {description ? <span data-part="description">{description}</span> : null}
          </span>
          {hasSubmenu ? (
            <span data-part="chevron">
              <Chevron />
            </span>
          ) : null}
        </>
      )}
    </StyledMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends AriaMenuSectionProps<T> {
  /** Section heading (names the group). Without one, pass `aria-label`. */
  title?: ReactNode;
}

/** A group of items with an optional heading; sections are divided by a rule. */
export function MenuSection<T extends object>({ title, children, items, ...props }: MenuSectionProps<T>) {
  return (
    <StyledMenuSection {...props}>
      {title ? <StyledMenuHeader>{title}</StyledMenuHeader> : null}
      <Collection items={items}>{children}</Collection>
    </StyledMenuSection>
  );
}

/** A divider between items. */
export function MenuSeparator(props: SeparatorProps) {
  return <StyledMenuSeparator {...props} />;
}
