export {
  type SettingsContextValue,
  SettingsProvider,
  type SettingsProviderProps,
  useOptionalSettings,
  useSettings,
} from './Settings';
export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
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
