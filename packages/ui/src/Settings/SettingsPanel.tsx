import { type CSSProperties, type ReactNode, useId } from 'react';
import { Label, VisuallyHidden } from 'react-aria-components';
import { Button } from '../Button/Button';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Switch } from '../Switch/Switch';
import { primaryScales } from '../theme/palette';
import { primaryColors } from '../theme/tokens';
import { useSettings } from './Settings';
import { StyledSettingsPanel, StyledSwatch, StyledSwatchGroup } from './Settings.styles';
import {
  type FontFamily,
  fontFamilyOptions,
  fontFamilyStacks,
  type NavColor,
  type NavLayout,
  navColors,
  navLayouts,
  type SettingKey,
} from './settingsStore';

export interface SettingsPanelProps {
  /** Settings to leave out of the panel (their values still apply). */
  hide?: readonly SettingKey[];
  /** Show the Reset button at the end. Default true (the drawer puts it in its footer instead). */
  showReset?: boolean;
  className?: string;
}

function ResetIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 5V1L7 6l5 5V7c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6H4c0 4.42 3.58 8 8 8s8-3.58 8-8-3.58-8-8-8Z" />
    </svg>
  );
}

/** Resets every setting; enabled only when something differs from the defaults. */
export function SettingsResetButton() {
  const { t } = useLaterUiTranslation();
  const { reset, canReset } = useSettings();
  return (
    <Button variant="secondary" size="small" isDisabled={!canReset} onPress={reset} data-part="reset">
      <ResetIcon />
      {t('settings.reset')}
    </Button>
  );
}

function CheckIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" />
    </svg>
  );
}

function SwitchRow({
  hint,
  children,
}: {
  hint?: ReactNode;
  children: (hintId: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div data-part="switch-row">
      {children(hint ? id : undefined)}
      {hint ? (
        <span id={id} data-part="hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The controls of the §1 display settings, for the settings drawer (or a settings page): dark mode, high contrast,
 * right to left, compact layout, navigation layout and colour, primary colour presets and font, plus a reset button
 * that is enabled only when something differs from the defaults. Reads and writes `useSettings()`, so it must sit
 * inside a `SettingsProvider`.
 */
export function SettingsPanel({ hide = [], showReset = true, className }: SettingsPanelProps) {
  const { t } = useLaterUiTranslation();
  const { settings, update, direction, isDirectionFromLanguage } = useSettings();
  const shown = (key: SettingKey) => !hide.includes(key);

  return (
    <StyledSettingsPanel className={className} data-part="settings-panel">
      <div data-part="switches">
        {shown('colorScheme') ? (
          <Switch
            isSelected={settings.colorScheme === 'dark'}
            onChange={(dark) => update({ colorScheme: dark ? 'dark' : 'light' })}
          >
            {t('settings.darkMode')}
          </Switch>
        ) : null}
        {shown('contrast') ? (
          <Switch
            isSelected={settings.contrast === 'high'}
            onChange={(high) => update({ contrast: high ? 'high' : 'default' })}
          >
            {t('settings.contrast')}
          </Switch>
        ) : null}
        {shown('direction') ? (
          <SwitchRow hint={isDirectionFromLanguage ? t('settings.rtlFromLanguage') : undefined}>
            {(hintId) => (
              <Switch
                isSelected={direction === 'rtl'}
                isDisabled={isDirectionFromLanguage}
                aria-describedby={hintId}
                onChange={(rtl) => update({ direction: rtl ? 'rtl' : 'ltr' })}
              >
                {t('settings.rtl')}
              </Switch>
            )}
          </SwitchRow>
        ) : null}
        {shown('compactLayout') ? (
          <SwitchRow hint={t('settings.compactDescription')}>
            {(hintId) => (
              <Switch
                isSelected={settings.compactLayout}
                aria-describedby={hintId}
                onChange={(compactLayout) => update({ compactLayout })}
              >
                {t('settings.compact')}
              </Switch>
            )}
          </SwitchRow>
        ) : null}
      </div>

      {shown('navLayout') || shown('navColor') ? (
        <fieldset data-part="section">
          <legend data-part="section-label">{t('settings.nav')}</legend>
          {shown('navLayout') ? (
            <RadioGroup
              label={t('settings.navLayout')}
              orientation="horizontal"
              value={settings.navLayout}
              onChange={(value) => update({ navLayout: value as NavLayout })}
            >
              {navLayouts.map((layout) => (
                <Radio key={layout} value={layout}>
                  {t(`settings.navLayouts.${layout}`)}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
          {shown('navColor') ? (
            <RadioGroup
              label={t('settings.navColor')}
              orientation="horizontal"
              value={settings.navColor}
              onChange={(value) => update({ navColor: value as NavColor })}
            >
              {navColors.map((color) => (
                <Radio key={color} value={color}>
                  {t(`settings.navColors.${color}`)}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
        </fieldset>
      ) : null}

      {shown('primaryColor') ? (
        <div data-part="section">
          <StyledSwatchGroup
            orientation="horizontal"
            value={settings.primaryColor}
            onChange={(value) => update({ primaryColor: value as (typeof primaryColors)[number] })}
          >
            <Label data-part="label">{t('settings.presets')}</Label>
            <div data-part="swatches">
              {primaryColors.map((preset) => (
                <StyledSwatch
                  key={preset}
                  value={preset}
                  data-preset={preset}
                  // The swatch shows the preset itself, whatever the current theme's accent is.
                  style={{ '--_swatch': primaryScales[preset][500] } as CSSProperties}
                >
                  {({ isSelected }) => (
                    <>
                      <span data-part="dot">{isSelected ? <CheckIcon /> : null}</span>
                      <VisuallyHidden>{t(`settings.colors.${preset}`)}</VisuallyHidden>
                    </>
                  )}
                </StyledSwatch>
              ))}
            </div>
          </StyledSwatchGroup>
        </div>
      ) : null}

      {shown('fontFamily') ? (
        <div data-part="section">
          <RadioGroup
            label={t('settings.font')}
            orientation="horizontal"
            value={settings.fontFamily}
            onChange={(value) => update({ fontFamily: value as FontFamily })}
          >
            {fontFamilyOptions.map((font) => (
              <Radio key={font} value={font}>
                <span style={{ fontFamily: fontFamilyStacks[font] }}>
                  {font === 'System' ? t('settings.fontSystem') : font}
                </span>
              </Radio>
            ))}
          </RadioGroup>
        </div>
      ) : null}

      {showReset ? (
        <div data-part="footer">
          <SettingsResetButton />
        </div>
      ) : null}
    </StyledSettingsPanel>
  );
}
