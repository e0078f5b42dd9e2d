import { Drawer, type DrawerProps } from '../Drawer/Drawer';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { SettingsPanel, SettingsResetButton } from './SettingsPanel';
import type { SettingKey } from './settingsStore';

/** §1: the settings drawer is 360 px wide. */
export const SETTINGS_DRAWER_WIDTH = 360;

export interface SettingsDrawerProps extends Omit<DrawerProps, 'title' | 'children' | 'footer' | 'width'> {
  /** Settings to leave out (their values still apply). */
  hide?: readonly SettingKey[];
}

/**
 * The §1 settings drawer: a 360 px `Drawer` titled "Settings" (translated) with the `SettingsPanel` controls and a
 * Reset button in its footer, enabled only when something differs from the defaults. Every change applies at once.
 * Must sit inside a `SettingsProvider`; open it with a `DialogTrigger` or `isOpen` / `onOpenChange`.
 */
export function SettingsDrawer({ hide, placement = 'end', ...props }: SettingsDrawerProps) {
  const { t } = useLaterUiTranslation();
  return (
    <Drawer
      {...props}
      placement={placement}
      title={t('settings.title')}
      width={SETTINGS_DRAWER_WIDTH}
      footer={<SettingsResetButton />}
    >
      <SettingsPanel hide={hide} showReset={false} />
    </Drawer>
  );
}
