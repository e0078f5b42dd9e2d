import { type ReactNode, useRef } from 'react';
import { type DialogProps as AriaDialogProps, DialogTrigger, Heading } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { useUiTranslation } from '../i18n/I18nProvider';
import { usePortalTheme } from '../Popover/usePortalTheme';
import { CloseIcon } from './CloseIcon';
import { StyledDialog, StyledModal, StyledModalOverlay } from './Dialog.styles';
import { useScrollableTabIndex } from './useScrollableTabIndex';

export type { DialogTriggerProps } from 'react-aria-components';
export { DialogTrigger };

export const dialogSizes = ['sm', 'md', 'lg', 'fullscreen'] as const;
/** sm 400 px, md 560 px, lg 800 px; `fullscreen` is lg on wider screens and fills the screen on phones. */
export type DialogSize = (typeof dialogSizes)[number];

/** What the body and actions get when they are functions. */
export interface DialogRenderArgs {
  /** Closes the dialog (calls `onOpenChange(false)`). */
  close: () => void;
}

type Slot = ReactNode | ((args: DialogRenderArgs) => ReactNode);

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  /** The heading, and the dialog's accessible name. Without one, pass `aria-label`. */
  title?: ReactNode;
  /** The body (scrolls when it is taller than the screen). */
  children?: Slot;
  /** Footer buttons, end-aligned (put the main action last). */
  actions?: Slot;
  /** Default md. Rendered as `data-size`. */
  size?: DialogSize;
  /** Close on a press outside the dialog. Default false (a stray tap must not lose a form). */
  isDismissable?: boolean;
  /** Keep Escape from closing the dialog. Default false. */
  isKeyboardDismissDisabled?: boolean;
  /** Controlled open state. Inside a `DialogTrigger` the trigger owns the state (and `onOpenChange` goes there). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Hide the × button (then give the user another way out in `actions`). */
  hideCloseButton?: boolean;
  /** Disable the × button, e.g. while an action is in flight. */
  isCloseDisabled?: boolean;
}

function render(slot: Slot, args: DialogRenderArgs): ReactNode {
  return typeof slot === 'function' ? slot(args) : slot;
}

/**
 * A modal dialog: react-aria-components `ModalOverlay` + `Modal` + `Dialog`. Put it in a `DialogTrigger` after its
 * trigger button, or control it with `isOpen` / `onOpenChange`. Focus moves into the dialog, is trapped there and
 * returns to the trigger on close; the page behind is inert and does not scroll. Escape closes it (unless
 * `isKeyboardDismissDisabled`), so does a press outside when `isDismissable`, the × button (named "Close",
 * translated) and any `Button slot="close"` inside. `role="alertdialog"` for confirmations.
 */
export function Dialog({
  title,
  children,
  actions,
  size = 'md',
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  hideCloseButton = false,
  isCloseDisabled = false,
  ...props
}: DialogProps) {
  const { t } = useUiTranslation();
  const themeProps = usePortalTheme();
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyTabIndex = useScrollableTabIndex(bodyRef);
  return (
    <StyledModalOverlay
      {...themeProps}
      data-size={size}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <StyledModal data-size={size}>
        <StyledDialog data-part="dialog" {...props}>
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
                    aria-label={t('dialog.close')}
                    isDisabled={isCloseDisabled}
                  >
                    <CloseIcon />
                  </IconButton>
                )}
              </div>
              <div data-part="body" ref={bodyRef} tabIndex={bodyTabIndex}>
                {render(children, { close })}
              </div>
              {actions ? <div data-part="actions">{render(actions, { close })}</div> : null}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </StyledModalOverlay>
  );
}
