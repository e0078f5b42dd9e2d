import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { IconButton } from '../IconButton/IconButton';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';

function MoreIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
    </svg>
  );
}

export interface ReviewActionsProps {
  onEdit?: () => void;
  /** Runs after the user confirms (ConfirmDialog, kind review); a rejection keeps it open with the error. */
  onDelete?: () => Promise<unknown>;
}

/** The author's / admin's review menu: Edit Review, and Delete Review behind the §2 confirmation. */
export function ReviewActions({ onEdit, onDelete }: ReviewActionsProps) {
  const { t } = useLaterUiTranslation();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <MenuTrigger>
        <IconButton
          aria-label={t('reviewsPanel.actions')}
          variant="quiet"
          size="small"
          data-part="review-menu"
        >
          <MoreIcon />
        </IconButton>
        <Menu
          placement="bottom end"
          onAction={(key) => {
            if (key === 'edit') onEdit?.();
            if (key === 'delete') setConfirming(true);
          }}
        >
          {onEdit ? <MenuItem id="edit">{t('reviewsPanel.edit')}</MenuItem> : null}
          {onDelete ? (
            <MenuItem id="delete" tone="danger">
              {t('reviewsPanel.delete')}
            </MenuItem>
          ) : null}
        </Menu>
      </MenuTrigger>
      <ConfirmDialog
        kind="review"
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => onDelete?.()}
      />
    </>
  );
}
