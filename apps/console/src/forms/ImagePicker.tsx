import { IMAGE_URL_INVALID, isImageUrl, UPLOAD_MAX_BYTES } from '@abossey/sdk';
import { Button, DropZone, type FileRejection, TextField, useMessageTranslation, vars } from '@abossey/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Images chosen in a form: files still to upload and URLs (pasted or already stored). */
export interface ImageChoice {
  files: File[];
  urls: string[];
}

/** The image types the API stores (§5: images only; it checks the bytes too). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The §5 message for the first refused file. */
export function rejectionMessage(rejections: readonly FileRejection[], max: number): string | undefined {
  const errors = rejections.flatMap((r) => r.errors);
  if (errors.includes('file-invalid-type')) return 'Only image files are allowed';
  if (errors.includes('file-too-large')) return 'File must be less than 5MB';
  if (errors.includes('too-many-files'))
    return max === 1 ? 'Upload one file at a time' : 'You can upload a maximum of 5 images';
  return undefined;
}

const Wrap = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

const UrlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${vars.space[1]};
    justify-items: center;
    inline-size: 7rem;
  }
  img {
    inline-size: 7rem;
    block-size: 7rem;
    object-fit: cover;
    border-radius: ${vars.radius.md};
    border: 1px solid ${vars.border.muted};
    background: ${vars.bg.subtle};
  }
`;

export interface ImagePickerProps {
  value: ImageChoice;
  onChange: (next: ImageChoice) => void;
  /** How many images in all (files and URLs): 1 replaces, more add up. */
  max: number;
  label: ReactNode;
  description?: ReactNode;
  /** The §5 message (English, translated here) under the zone. */
  error?: string | undefined;
  /** Called with the §5 message when dropped files are refused. */
  onRefuse?: (message: string) => void;
  isDisabled?: boolean;
}

/**
 * §5 image field: files (ui DropZone: images only, 5 MB each) or image URLs, up to `max` in all, with thumbnails of
 * the URLs (the zone previews its files). With `max` 1 a new file or URL replaces the current image.
 */
export function ImagePicker({
  value,
  onChange,
  max,
  label,
  description,
  error,
  onRefuse,
  isDisabled,
}: ImagePickerProps) {
  const { t } = useTranslation('console');
  const { tm } = useMessageTranslation();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const single = max === 1;

  const addUrl = () => {
    const text = url.trim();
    if (!text) return setUrlError('Image URL is required!');
    if (!isImageUrl(text)) return setUrlError(IMAGE_URL_INVALID);
    if (!single && value.files.length + value.urls.length >= max)
      return setUrlError('You can upload a maximum of 5 images');
    setUrlError(null);
    setUrl('');
    onChange(single ? { files: [], urls: [text] } : { ...value, urls: [...value.urls, text] });
  };

  return (
    <Wrap role="group" aria-label={typeof label === 'string' ? label : undefined}>
      <DropZone
        label={label}
        description={description}
        accept={IMAGE_TYPES}
        maxSize={UPLOAD_MAX_BYTES}
        multiple={!single}
        maxFiles={single ? 1 : Math.max(0, max - value.urls.length)}
        value={value.files}
        isDisabled={isDisabled}
        isInvalid={Boolean(error)}
        errorMessage={error ? tm(error) : undefined}
        onChange={(files) =>
          onChange(single ? { files, urls: files.length ? [] : value.urls } : { ...value, files })
        }
        onReject={(rejections) => {
          const message = rejectionMessage(rejections, max);
          if (message) onRefuse?.(message);
        }}
      />
      <UrlRow>
        <TextField
          label={t('images.url')}
          type="url"
          value={url}
          onChange={(next) => {
            setUrl(next);
            setUrlError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addUrl();
            }
          }}
          isDisabled={isDisabled}
          isInvalid={urlError !== null}
          errorMessage={urlError ? tm(urlError) : undefined}
          fullWidth
        />
        <Button variant="secondary" onPress={addUrl} isDisabled={isDisabled}>
          {single ? t('images.useUrl') : t('images.addUrl')}
        </Button>
      </UrlRow>
      {value.urls.length ? (
        <Thumbs aria-label={t('images.current')}>
          {value.urls.map((src, index) => (
            <li key={src}>
              <img src={src} alt={t('images.alt', { number: index + 1 })} />
              <Button
                variant="ghost"
                size="small"
                isDisabled={isDisabled}
                aria-label={t('images.removeNumber', { number: index + 1 })}
                onPress={() => onChange({ ...value, urls: value.urls.filter((u) => u !== src) })}
              >
                {t('images.remove')}
              </Button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Wrap>
  );
}
