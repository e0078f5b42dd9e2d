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
  readStoredSettings,
  SETTINGS_STORAGE_KEY,
  type SettingKey,
  type Settings,
  sanitizeSettings,
  settingKeys,
  storeSettings,
} from './settingsStore';
