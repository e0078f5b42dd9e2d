import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  type DropZoneProps as AriaDropZoneProps,
  type FileDropItem,
  FileTrigger,
  Text,
} from 'react-aria-components';
import { Trans } from 'react-i18next';
import { formatFileSize } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import {
  AcceptedList,
  Browse,
  RejectionList,
  RemoveButton,
  StyledDropZone,
  StyledDropZoneRoot,
} from './DropZone.styles';
import { type FileRejection, type FileRejectionCode, isImageFile, validateFiles } from './validateFiles';

export interface DropZoneProps
  extends Omit<AriaDropZoneProps, 'onDrop' | 'children' | 'className' | 'style' | 'getDropOperation'> {
  /** Accepted MIME types (`image/png`), wildcards (`image/*`) or extensions (`.pdf`). Missing: any file. */
  accept?: readonly string[];
  /** Largest accepted file in bytes (§9: product image 15 MB, shop image 5 MB). */
  maxSize?: number;
  /** Most files kept at once when `multiple` (§9: product images 5). */
  maxFiles?: number;
  /** Allow several files. Without it a new file replaces the current one. */
  multiple?: boolean;
  /** Accepted files (controlled). */
  value?: readonly File[];
  /** Initially accepted files (uncontrolled). */
  defaultValue?: readonly File[];
  /** Called with the new list of accepted files after an add or a remove. */
  onChange?: (files: File[]) => void;
  /** Called with the files refused by the latest drop or selection (also listed under the zone). */
  onReject?: (rejections: FileRejection[]) => void;
  /** Visible heading (default "Drop or select file", translated). */
  label?: ReactNode;
  /** Help text under the hint (e.g. allowed types and size). */
  description?: ReactNode;
  /** Shows the error state; `errorMessage` is displayed under the zone. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** Show thumbnails of accepted images and the list of accepted files (default true). */
  showPreviews?: boolean;
}

/** Object URLs for the image files, revoked when the files change or the component unmounts. */
export function useObjectUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());
  useEffect(() => {
    const next = new Map<File, string>();
    if (typeof URL.createObjectURL === 'function') {
      for (const file of files) if (isImageFile(file)) next.set(file, URL.createObjectURL(file));
    }
    setUrls(next);
    return () => {
      for (const url of next.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/** The translated reason for one rejection code. */
export function useRejectionMessage() {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  return (
    code: FileRejectionCode,
    rules: { accept?: readonly string[]; maxSize?: number; maxFiles?: number },
  ) => {
    switch (code) {
      case 'file-too-large':
        return t('dropZone.error.tooLarge', { size: formatFileSize(rules.maxSize ?? 0, language) });
      case 'file-invalid-type':
        return t('dropZone.error.invalidType', { types: (rules.accept ?? []).join(', ') });
      default:
        return t('dropZone.error.tooMany', { count: rules.maxFiles ?? 1 });
    }
  };
}

/** A stable React key per File object (two files may share a name). */
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
const fileKey = (file: File): number => {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
};

type DropEvent = Parameters<NonNullable<AriaDropZoneProps['onDrop']>>[0];

async function filesFromDrop(event: DropEvent): Promise<File[]> {
  const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
  return Promise.all(items.map((item) => item.getFile()));
}

/**
 * §2 drop-zone: react-aria-components `DropZone` + `FileTrigger`. Drop files (or paste them, or press the
 * "browse" link) and they are checked against `accept`, `maxSize` and `maxFiles`; refused files are listed with
 * their path, size and translated reasons (§5 "Upload rejections list path, size and messages"); accepted images
 * get thumbnails with remove buttons. States: `data-drop-target`, `data-disabled`, `data-invalid`,
 * `data-focus-visible`.
 */
export function DropZone({
  accept,
  maxSize,
  maxFiles,
  multiple = false,
  value,
  defaultValue,
  onChange,
  onReject,
  label,
  description,
  isInvalid,
  errorMessage,
  isDisabled,
  showPreviews = true,
  ...props
}: DropZoneProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const rejectionMessage = useRejectionMessage();
  const [own, setOwn] = useState<readonly File[]>(defaultValue ?? []);
  const files = value ?? own;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const urls = useObjectUrls(files);
  const limit = multiple ? maxFiles : 1;
  const rules = { accept, maxSize, maxFiles: limit };
  const descriptionId = useId();
  const errorId = useId();

  const commit = (next: File[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const add = (chosen: readonly File[]) => {
    if (isDisabled || chosen.length === 0) return;
    const base = multiple ? files : [];
    const { accepted, rejected } = validateFiles(multiple ? chosen : chosen.slice(0, 1), rules, base.length);
    // A single-file zone refuses the extra files of a multi-file drop as "too many".
    const extra = multiple
      ? []
      : validateFiles(chosen.slice(1), { ...rules, maxFiles: 0 }).rejected.map((r) => ({
          ...r,
          errors: r.errors.includes('too-many-files') ? r.errors : [...r.errors, 'too-many-files' as const],
        }));
    const refused = [...rejected, ...extra];
    setRejections(refused);
    if (refused.length) onReject?.(refused);
    if (accepted.length) commit([...base, ...accepted]);
  };

  const remove = (file: File) => commit(files.filter((f) => f !== file));
  const invalid = Boolean(isInvalid);

  return (
    <StyledDropZoneRoot data-part="drop-zone" data-disabled={isDisabled || undefined}>
      <StyledDropZone
        data-part="zone"
        {...props}
        isDisabled={isDisabled}
        data-invalid={invalid || undefined}
        aria-describedby={
          [description ? descriptionId : null, invalid && errorMessage ? errorId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={async (event) => add(await filesFromDrop(event))}
      >
        <svg data-part="illustration" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.35 10.04A7.49 7.49 0 0 0 12 4C9.11 4 6.6 5.64 5.35 8.04A5.994 5.994 0 0 0 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96ZM14 13v4h-4v-4H7l5-5 5 5h-3Z"
          />
        </svg>
        <Text slot="label" data-part="title">
          {label ?? t('dropZone.title')}
        </Text>
        <span data-part="hint">
          <Trans
            t={t}
            i18nKey="dropZone.hint"
            components={{
              browse: (
                <BrowseLink
                  accept={accept}
                  multiple={multiple}
                  isDisabled={isDisabled}
                  onSelect={(list) => add(list ? Array.from(list) : [])}
                />
              ),
            }}
          />
        </span>
        {description ? (
          <span id={descriptionId} data-part="description">
            {description}
          </span>
        ) : null}
      </StyledDropZone>

      {invalid && errorMessage ? (
        <span id={errorId} data-part="error">
          {errorMessage}
        </span>
      ) : null}

      {rejections.length ? (
        <div role="alert" aria-label={t('dropZone.rejected')}>
          <RejectionList data-part="rejections" aria-label={t('dropZone.rejected')}>
            {rejections.map((rejection) => (
              <li key={fileKey(rejection.file)}>
                <span data-part="file-name">
                  {rejection.path} – {formatFileSize(rejection.file.size, language)}
                </span>
                <ul>
                  {rejection.errors.map((code) => (
                    <li key={code} data-code={code}>
                      {rejectionMessage(code, rules)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </RejectionList>
        </div>
      ) : null}

      {showPreviews && files.length ? (
        <AcceptedList data-part="files" aria-label={t('dropZone.files')}>
          {files.map((file) => {
            const url = urls.get(file);
            return (
              <li key={fileKey(file)} data-preview={url ? true : undefined}>
                {url ? <img src={url} alt={file.name} data-part="preview" /> : null}
                <span data-part="file-name">{file.name}</span>
                <span data-part="file-size">{formatFileSize(file.size, language)}</span>
                <RemoveButton
                  data-part="remove"
                  aria-label={t('dropZone.remove', { name: file.name })}
                  isDisabled={isDisabled}
                  onPress={() => remove(file)}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      fill="currentColor"
                      d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z"
                    />
                  </svg>
                </RemoveButton>
              </li>
            );
          })}
        </AcceptedList>
      ) : null}
    </StyledDropZoneRoot>
  );
}

interface BrowseLinkProps {
  accept?: readonly string[];
  multiple: boolean;
  isDisabled?: boolean;
  onSelect: (files: FileList | null) => void;
  /** Filled in by `Trans` with the translated link text. */
  children?: ReactNode;
}

/** The "browse" link inside the translated hint: a button that opens the file picker. */
function BrowseLink({ accept, multiple, isDisabled, onSelect, children }: BrowseLinkProps) {
  return (
    <FileTrigger acceptedFileTypes={accept} allowsMultiple={multiple} onSelect={onSelect}>
      <Browse data-part="browse" isDisabled={isDisabled}>
        {children}
      </Browse>
    </FileTrigger>
  );
}
