import type { ButtonProps } from '../Button/Button';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledAccountButton } from './AccountDrawer.styles';
import type { AccountUser } from './AccountPanel';

export interface AccountButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  user: Pick<AccountUser, 'avatarUrl'>;
}

/**
 * The header's account trigger, named "Account": the user's photo, or a person icon without one (no initials, so
 * the visible content never contradicts the button's name). Opens the `AccountDrawer`.
 */
export function AccountButton({ user, ...props }: AccountButtonProps) {
  const { t } = useLaterUiTranslation();
  return (
    <StyledAccountButton {...props} aria-label={t('accountDrawer.button')} data-part="account-button">
      <span data-part="picture" aria-hidden="true">
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" />
        ) : (
          <svg
            width="60%"
            height="60%"
            viewBox="0 0 24 24"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4Z" />
          </svg>
        )}
      </span>
    </StyledAccountButton>
  );
}
