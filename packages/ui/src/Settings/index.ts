export {
  type SettingsContextValue,
  SettingsProvider,
  type SettingsProviderProps,
  useOptionalSettings,
  useSettings,
} from './Settings';
export { SETTINGS_DRAWER_WIDTH, SettingsDrawer, type SettingsDrawerProps } from './SettingsDrawer';
export { SettingsPanel, type SettingsPanelProps, SettingsResetButton } from './SettingsPanel';
export {
  defaultSettings,
  type FontFamily,
  fontFamilyOptions,
  fontFamilyStacks,
  type NavColor,
  type NavLayout,
  navColors,
  navLayouts,
  SETTINGS_STORAGE_KEY,
  type SettingKey,
  type Settings,
  type SettingsAtomOptions,
  sanitizeSettings,
  settingKeys,
  settingsAtom,
} from './settingsStore';
