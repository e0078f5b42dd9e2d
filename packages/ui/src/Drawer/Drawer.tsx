import { type CSSProperties, type ReactNode, useRef } from 'react';
import { type DialogProps as AriaDialogProps, Heading } from 'react-aria-components';
import { CloseIcon } from '../Dialog/CloseIcon';
import type { DialogRenderArgs } from '../Dialog/Dialog';
import { useScrollableTabIndex } from '../Dialog/useScrollableTabIndex';
import { IconButton } from '../IconButton/IconButton';
import { useUiTranslation } from '../i18n/I18nProvider';
import { usePortalTheme } from '../Popover/usePortalTheme';
import { StyledDrawerDialog, StyledDrawerModal, StyledDrawerOverlay } from './Drawer.styles';

export const drawerPlacements = ['start', 'end'] as const;
/** Logical edge: `end` is the right in LTR and the left in RTL. */
export type DrawerPlacement = (typeof drawerPlacements)[number];

type Slot = ReactNode | ((args: DialogRenderArgs) => ReactNode);

export interface DrawerProps extends Omit<AriaDialogProps, 'children'> {
  /** The heading, and the drawer's accessible name. Without one, pass `aria-label`. */
  title?: ReactNode;
  /** The scrolling body. */
  children?: Slot;
  /** Pinned under the body (e.g. Reset and Apply for filters). */
  footer?: Slot;
  /** Default end. */
  placement?: DrawerPlacement;
  /** Width in px (§2: 320 for filters and the mobile nav, 360 for settings). Full width on narrower screens. Default 320. */
  width?: number;
  /** Close on a press on the backdrop. Default true. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Controlled open state. Inside a `DialogTrigger` the trigger owns the state (and `onOpenChange` goes there). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  hideCloseButton?: boolean;
}

function render(slot: Slot, args: DialogRenderArgs): ReactNode {
  return typeof slot === 'function' ? slot(args) : slot;
}

/**
 * A modal side sheet: react-aria-components `ModalOverlay` + `Modal` + `Dialog`, sliding in from the logical
 * `start` or `end` edge (no slide with reduced motion). Same behaviour as `Dialog`: focus trapped and returned,
 * Escape and (by default) a backdrop press close it, the × button is named "Close" (translated). Use in a
 * `DialogTrigger` or with `isOpen` / `onOpenChange`.
 */
export function Drawer({
  title,
  children,
  footer,
  placement = 'end',
  width = 320,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  hideCloseButton = false,
  ...props
}: DrawerProps) {
  const { t } = useUiTranslation();
  const themeProps = usePortalTheme();
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyTabIndex = useScrollableTabIndex(bodyRef);
  // A custom property, so the width is data rather than generated CSS.
  const style = { '--_drawer-width': `${width}px` } as CSSProperties;
  return (
    <StyledDrawerOverlay
      {...themeProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <StyledDrawerModal data-placement={placement} style={style}>
        <StyledDrawerDialog data-part="drawer" {...props}>
          {({ close }) => (
            <>
              <div data-part="header" data-no-close={hideCloseButton || undefined}>
                {title ? (
                  <Heading slot="title" data-part="title">
                    {title}
                  </Heading>
                ) : null}
                {hideCloseButton ? null : (
                  <IconButton
                    slot="close"
                    data-part="close"
                    variant="quiet"
                    size="small"
                    aria-label={t('drawer.close')}
                  >
                    <CloseIcon />
                  </IconButton>
                )}
              </div>
              <div data-part="body" ref={bodyRef} tabIndex={bodyTabIndex}>
                {render(children, { close })}
              </div>
              {footer ? <div data-part="actions">{render(footer, { close })}</div> : null}
            </>
          )}
        </StyledDrawerDialog>
      </StyledDrawerModal>
    </StyledDrawerOverlay>
  );
}
