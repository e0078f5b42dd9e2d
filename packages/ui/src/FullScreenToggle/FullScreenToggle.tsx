import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import {
  exitFullscreen,
  getFullscreenElement,
  isFullscreenSupported,
  onFullscreenChange,
  requestFullscreen,
} from './fullscreen';

export interface FullScreenToggleProps
  extends Omit<IconButtonProps, 'aria-label' | 'children' | 'tooltip' | 'onPress' | 'isPending'> {
  /** The element to show full screen. Default the whole page (`document.documentElement`). */
  target?: () => Element | null | undefined;
  /** Where the API is unavailable: render nothing (default) or a disabled button. */
  whenUnsupported?: 'hide' | 'disable';
  /** Called after each change, with the new state (also for Escape and other changes made by the browser). */
  onChange?: (isFullScreen: boolean) => void;
  /** A request the browser refused (no user gesture, permissions policy). Default: logged. */
  onError?: (error: unknown) => void;
}

const subscribe = (listener: () => void) => onFullscreenChange(listener);
const isFullScreenNow = () => getFullscreenElement() !== null;
const serverFalse = () => false;

function EnterIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 14H5v5h5v-2H7v-3Zm-2-4h2V7h3V5H5v5Zm12 7h-3v2h5v-5h-2v3ZM14 5v2h3v3h2V5h-5Z" />
    </svg>
  );
}

function ExitIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 16h3v3h2v-5H5v2Zm3-8H5v2h5V5H8v3Zm6 11h2v-3h3v-2h-5v5Zm2-11V5h-2v5h5V8h-3Z" />
    </svg>
  );
}

/**
 * The §2 full-screen toggle: an `IconButton` using the Fullscreen API, with the tooltip "Full Screen" or "Exit". Its
 * name is "Full Screen" or "Exit full screen", and it follows every change (Escape, F11 exits, other code) through
 * `fullscreenchange`. Where the API is unavailable (iPhone, iframes without permission) it is hidden, or disabled
 * with `whenUnsupported="disable"`.
 */
export function FullScreenToggle({
  target,
  whenUnsupported = 'hide',
  onChange,
  onError,
  variant = 'quiet',
  isDisabled,
  ...props
}: FullScreenToggleProps) {
  const { t } = useLaterUiTranslation();
  const supported = useSyncExternalStore(subscribe, isFullscreenSupported, serverFalse);
  const isFullScreen = useSyncExternalStore(subscribe, isFullScreenNow, serverFalse);

  useEffect(() => onFullscreenChange(() => onChange?.(isFullScreenNow())), [onChange]);

  const toggle = useCallback(async () => {
    try {
      if (isFullScreenNow()) await exitFullscreen();
      else await requestFullscreen(target?.() ?? document.documentElement);
    } catch (error) {
      if (onError) onError(error);
      else console.warn('[abossey/ui] Full screen was refused', error);
    }
  }, [target, onError]);

  if (!supported && whenUnsupported === 'hide') return null;

  return (
    <IconButton
      {...props}
      variant={variant}
      isDisabled={isDisabled || !supported}
      aria-label={isFullScreen ? t('fullScreen.exitLabel') : t('fullScreen.enter')}
      tooltip={isFullScreen ? t('fullScreen.exit') : t('fullScreen.enter')}
      data-fullscreen={isFullScreen || undefined}
      onPress={() => void toggle()}
    >
      {isFullScreen ? <ExitIcon /> : <EnterIcon />}
    </IconButton>
  );
}
