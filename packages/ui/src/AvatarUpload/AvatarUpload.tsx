import { type DragEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useObjectUrls, useRejectionMessage } from '../DropZone/DropZone';
import { type FileRejection, validateFiles } from '../DropZone/validateFiles';
import { formatFileSize } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { AvatarButton, StyledAvatarUpload } from './AvatarUpload.styles';

/** §9 avatar max 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** §5 profile image: jpeg/jpg/png. */
export const AVATAR_ACCEPT: readonly string[] = ['image/jpeg', 'image/png'];

const extensions: Record<string, string> = {
  'image/jpeg': '*.jpeg, *.jpg',
  'image/png': '*.png',
  'image/gif': '*.gif',
  'image/webp': '*.webp',
  'image/svg+xml': '*.svg',
};

export interface AvatarUploadProps {
  /** The chosen file, or the URL of the current photo (controlled). `null`: no photo. */
  value?: File | string | null;
  /** Initial file or URL (uncontrolled). */
  defaultValue?: File | string | null;
  /** Called with the accepted file. */
  onChange?: (file: File) => void;
  /** Called when a file is refused (wrong type or too large); the reason is also shown. */
  onReject?: (rejection: FileRejection) => void;
  /** Accepted image types (default jpeg and png, §5). */
  accept?: readonly string[];
  /** Largest accepted file in bytes (default 2 MB, §9). */
  maxSize?: number;
  /** Help text under the circle (default "Allowed *.jpeg, *.jpg, *.png, max size of 2 MB", translated). */
  description?: ReactNode;
  isDisabled?: boolean;
  /** Error state with `errorMessage` (e.g. a failed upload). A refused file shows its own reason. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
}

/**
 * §2 avatar uploader: a round 144 px button ("Upload photo", or "Update photo" once there is a photo) that opens
 * the file picker (react-aria-components `FileTrigger`), and also takes a dropped image. Images only, one file,
 * `maxSize` 2 MB by default; a refused file shows the translated reason. Shows a preview of the chosen image (its
 * object URL is revoked when it changes). States: `data-has-image`, `data-drop-target`, `data-invalid`,
 * `data-disabled`.
 */
export function AvatarUpload({
  value,
  defaultValue = null,
  onChange,
  onReject,
  accept = AVATAR_ACCEPT,
  maxSize = AVATAR_MAX_BYTES,
  description,
  isDisabled,
  isInvalid,
  errorMessage,
}: AvatarUploadProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const rejectionMessage = useRejectionMessage();
  const [own, setOwn] = useState<File | string | null>(defaultValue);
  const current = value === undefined ? own : value;
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const [dropTarget, setDropTarget] = useState(false);
  const files = useMemo(() => (current instanceof File ? [current] : []), [current]);
  const urls = useObjectUrls(files);
  const src = current instanceof File ? urls.get(current) : current || undefined;
  const hintId = useId();
  const errorId = useId();

  const choose = (chosen: readonly File[]) => {
    if (isDisabled || chosen.length === 0) return;
    const { accepted, rejected } = validateFiles(chosen.slice(0, 1), { accept, maxSize });
    const refused = rejected[0] ?? null;
    setRejection(refused);
    if (refused) onReject?.(refused);
    const file = accepted[0];
    if (file) {
      if (value === undefined) setOwn(file);
      onChange?.(file);
    }
  };

  const onDragOver = (event: DragEvent) => {
    if (isDisabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropTarget(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(false);
    choose(Array.from(event.dataTransfer.files));
  };

  const label = current ? t('avatarUpload.update') : t('avatarUpload.upload');
  const types = accept.map((type) => extensions[type] ?? type).join(', ');
  const rejectionText = rejection?.errors
    .map((code) => rejectionMessage(code, { accept, maxSize }))
    .join(' ');
  const error = rejectionText || (isInvalid ? errorMessage : null);

  return (
    <StyledAvatarUpload
      data-part="avatar-upload"
      data-has-image={src ? true : undefined}
      data-drop-target={dropTarget || undefined}
      data-invalid={error ? true : undefined}
      data-disabled={isDisabled || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDropTarget(false)}
      onDrop={onDrop}
    >
      <div data-part="ring">
        <FileTrigger acceptedFileTypes={accept} onSelect={(list) => choose(list ? Array.from(list) : [])}>
          <AvatarButton
            data-part="button"
            isDisabled={isDisabled}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          >
            {src ? <img data-part="preview" src={src} alt="" /> : null}
            <span data-part="overlay">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4ZM9 2 7.17 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-3.17L15 2H9Zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z"
                />
              </svg>
              <span data-part="label">{label}</span>
            </span>
          </AvatarButton>
        </FileTrigger>
      </div>
      <span id={hintId} data-part="description">
        {description ?? t('avatarUpload.hint', { types, size: formatFileSize(maxSize, language) })}
      </span>
      {error ? (
        <span id={errorId} data-part="error" role="alert">
          {rejection ? `${rejection.path} – ${formatFileSize(rejection.file.size, language)}: ` : null}
          {error}
        </span>
      ) : null}
    </StyledAvatarUpload>
  );
}
