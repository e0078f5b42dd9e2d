import { IconButton, LazyOverlay } from '@abossey/ui';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SettingsDrawer = lazy(() => import('./overlays').then((m) => ({ default: m.SettingsDrawer })));

function GearIcon() {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19.14 12.94a7.5 7.5 0 0 0 .05-.94 7.5 7.5 0 0 0-.05-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.3 7.3 0 0 0-1.63-.94l-.36-2.54a.5.5 0 0 0-.5-.42h-3.84a.5.5 0 0 0-.5.42l-.36 2.54c-.59.24-1.13.56-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.65 8.84a.5.5 0 0 0 .12.64l2.03 1.58a7.5 7.5 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.13.22.39.3.6.22l2.39-.96c.5.38 1.04.7 1.63.94l.36 2.54c.05.24.26.42.5.42h3.84c.25 0 .46-.18.5-.42l.36-2.54c.59-.24 1.13-.56 1.63-.94l2.39.96c.22.08.47 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64l-2.03-1.58ZM12 15.6a3.6 3.6 0 1 1 0-7.2 3.6 3.6 0 0 1 0 7.2Z" />
    </svg>
  );
}

/** A gear button opening the §1 display settings drawer (the settings apply at once and are kept locally). */
export function ShellSettings() {
  const { t } = useTranslation('shell');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton
        variant="ghost"
        data-part="settings-button"
        aria-label={t('settings.open')}
        tooltip
        onPress={() => setOpen(true)}
      >
        <GearIcon />
      </IconButton>
      <LazyOverlay isOpen={isOpen}>
        <SettingsDrawer isOpen={isOpen} onOpenChange={setOpen} />
      </LazyOverlay>
    </>
  );
}
