import type { ReactNode } from 'react';
import type { ListBoxItemProps } from 'react-aria-components';
import { StyledSelectItem } from './Select.styles';

export interface SelectItemProps<T extends object = object> extends Omit<ListBoxItemProps<T>, 'children'> {
  children: ReactNode;
}

/**
 * An option of `Select`, `MultiSelect` or `ComboBox`: RAC `ListBoxItem` with every prop (`id`, `textValue`,
 * `isDisabled`...). A check mark shows on selected options; states `data-selected`, `data-focused`, `data-disabled`.
 */
export function SelectItem<T extends object = object>({ children, textValue, ...props }: SelectItemProps<T>) {
  const text =
    textValue ??
    (typeof children === 'string' || typeof children === 'number' ? String(children) : undefined);
  return (
    <StyledSelectItem {...props} textValue={text}>
      {({ isSelected }) => (
        <>
          <span data-part="check" aria-hidden="true">
            {isSelected ? (
              <svg
                width="1em"
                height="1em"
                viewBox="0 0 24 24"
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" />
              </svg>
            ) : null}
          </span>
          <span data-part="text">{children}</span>
        </>
      )}
    </StyledSelectItem>
  );
}
