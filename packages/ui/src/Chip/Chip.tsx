import type { ReactNode } from 'react';
import {
  Button,
  Label,
  type TagGroupProps,
  TagList,
  type TagListProps,
  type TagProps,
} from 'react-aria-components';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledChip, StyledChipGroup } from './Chip.styles';

export interface ChipGroupProps<T extends object> extends Omit<TagGroupProps, 'children'> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Dynamic collection (each item needs an `id`). */
  items?: Iterable<T>;
  /** `Chip` elements, or a function of each item. */
  children: TagListProps<T>['children'];
  /** Shown when there are no chips. */
  renderEmptyState?: TagListProps<T>['renderEmptyState'];
}

/**
 * A set of chips: react-aria-components `TagGroup` (+ `TagList`) with every RAC prop. Pass `onRemove(keys)` and
 * every chip gets a remove button (and Delete/Backspace removes the focused chip); `selectionMode` makes them
 * selectable filters. Arrow keys move between chips.
 */
export function ChipGroup<T extends object>({
  label,
  items,
  children,
  renderEmptyState,
  ...props
}: ChipGroupProps<T>) {
  return (
    <StyledChipGroup data-part="chip-group" {...props}>
      {label ? <Label data-part="label">{label}</Label> : null}
      <TagList data-part="list" items={items} renderEmptyState={renderEmptyState}>
        {children}
      </TagList>
    </StyledChipGroup>
  );
}

export interface ChipProps extends Omit<TagProps, 'children'> {
  children: ReactNode;
}

/**
 * One chip: RAC `Tag` with every RAC prop. When its group allows removing, it shows a remove button named
 * "Remove" (translated) followed by the chip's text through RAC's `aria-labelledby`: "Remove Toyota". States: `data-selected`, `data-focus-visible`, `data-hovered`, `data-disabled`,
 * `data-allows-removing`.
 */
export function Chip({ children, textValue, ...props }: ChipProps) {
  const { t } = useLaterUiTranslation();
  const text =
    textValue ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : '');
  return (
    <StyledChip textValue={text} {...props}>
      {({ allowsRemoving }) => (
        <>
          <span data-part="text">{children}</span>
          {allowsRemoving ? (
            <Button slot="remove" data-part="remove" aria-label={t('chip.remove')}>
              <svg
                width="1em"
                height="1em"
                viewBox="0 0 24 24"
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z" />
              </svg>
            </Button>
          ) : null}
        </>
      )}
    </StyledChip>
  );
}
