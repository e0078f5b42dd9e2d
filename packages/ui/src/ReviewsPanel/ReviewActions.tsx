import { useState } from 'react';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { IconButton } from '../IconButton/IconButton';
import { useUiTranslation } from '../i18n/I18nProvider';
import { Popover } from '../Popover/Popover';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

const StyledMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  min-inline-size: 10rem;
  padding: ${vars.space[1]};
  outline: none;

  & [data-part='menu-item'] {
    display: flex;
    align-items: center;
    min-block-size: 2.25rem;
    padding-inline: ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    color: ${vars.fg.default};
    font-size: ${vars.font.size.sm};
    cursor: pointer;
    outline: none;

    &[data-focused] {
      background-color: ${vars.bg.subtle};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: -2px;
    }

    &[data-tone='danger'] {
      color: ${vars.status.danger.fg};
    }
  }

  ${forcedColors} {
    & [data-part='menu-item'][data-focused] {
      background-color: Highlight;
      color: HighlightText;
    }
  }
` as unknown as typeof Menu;

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
  const { t } = useUiTranslation();
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
        <Popover placement="bottom end" padded={false}>
          <StyledMenu
            onAction={(key) => {
              if (key === 'edit') onEdit?.();
              if (key === 'delete') setConfirming(true);
            }}
          >
            {onEdit ? (
              <MenuItem id="edit" data-part="menu-item">
                {t('reviewsPanel.edit')}
              </MenuItem>
            ) : null}
            {onDelete ? (
              <MenuItem id="delete" data-part="menu-item" data-tone="danger">
                {t('reviewsPanel.delete')}
              </MenuItem>
            ) : null}
          </StyledMenu>
        </Popover>
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
