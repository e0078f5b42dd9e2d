import type { ReactNode } from 'react';
import {
  type PopoverProps as AriaPopoverProps,
  Dialog,
  type DialogProps,
  type DialogRenderProps,
  Heading,
} from 'react-aria-components';
import { styled } from '../internal/styled';
import { PopoverContent, StyledArrow, StyledPopover } from './Popover.styles';
import { usePortalTheme } from './usePortalTheme';

export interface PopoverProps extends AriaPopoverProps {
  /** Draw an arrow pointing at the trigger. Default false. */
  showArrow?: boolean;
  /** Inner padding for free content. Default true; menus and lists pass false. */
  padded?: boolean;
}

/**
 * react-aria-components `Popover` with Abossey styling and every RAC prop (`placement`, `offset`, `crossOffset`,
 * `shouldFlip`, `isNonModal`, `triggerRef` ...). Use it inside `DialogTrigger` (with `PopoverDialog` for free
 * content), `MenuTrigger`, `Select` or `ComboBox`. States: `data-placement`, `data-entering`, `data-exiting`.
 * It renders into `<body>` and stays themed (see `usePortalTheme`).
 */
export function Popover({ showArrow = false, padded = true, offset, children, ...props }: PopoverProps) {
  const themeProps = usePortalTheme();
  return (
    <StyledPopover
      offset={offset ?? (showArrow ? 12 : 8)}
      {...themeProps}
      {...props}
      data-arrow={showArrow || undefined}
      data-padded={padded || undefined}
    >
      {(renderProps) => (
        <>
          {showArrow ? (
            <StyledArrow data-part="arrow">
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </StyledArrow>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </StyledPopover>
  );
}

const StyledPopoverDialog = styled(Dialog)`
  outline: none;
`;

export interface PopoverDialogProps extends Omit<DialogProps, 'children'> {
  /** Heading (the dialog's accessible name). Without one, pass `aria-label`. */
  title?: ReactNode;
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
}

/**
 * Free content inside a `Popover`: a non-modal RAC `Dialog` (focus moves in, Escape and outside clicks close it,
 * focus returns to the trigger) with an optional title.
 */
export function PopoverDialog({ title, children, ...props }: PopoverDialogProps) {
  return (
    <StyledPopoverDialog {...props}>
      {(renderProps) => (
        <PopoverContent>
          {title ? (
            <Heading slot="title" data-part="title">
              {title}
            </Heading>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </PopoverContent>
      )}
    </StyledPopoverDialog>
  );
}
