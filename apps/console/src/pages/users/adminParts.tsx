import { Breadcrumb, Breadcrumbs, TextField, vars } from '@abossey/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Breadcrumb Dashboard > {page} (§2), the dashboard being the admin's. */
export function AdminBreadcrumbs({ current }: { current: string }) {
  const { t } = useTranslation('admin');
  return (
    <Breadcrumbs>
      <Breadcrumb href="/admin-dashboard">{t('dashboard')}</Breadcrumb>
      <Breadcrumb>{current}</Breadcrumb>
    </Breadcrumbs>
  );
}

/** Toggle and search above an admin table; wraps on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-block: ${vars.space[3]};
  > [data-part='search'] {
    flex: 1 1 14rem;
    max-inline-size: 24rem;
  }
`;

export const Found = styled.p`
  margin: 0 0 ${vars.space[2]};
  color: ${vars.fg.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${vars.space[1]};
`;

/** Tabs that only filter: the table below is the one panel, whatever tab is chosen. */
export const TabsFrame = styled.div`
  min-inline-size: 0;
  [role='tablist'] {
    overflow-x: auto;
  }
`;

/** A search box that reports its text after a short pause (each keystroke would be a request). */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;
  const reported = useRef(value);
  // The URL may change under us (back button): follow it, unless it is only catching up with what we reported.
  useEffect(() => {
    if (value !== reported.current) setText(value);
    reported.current = value;
  }, [value]);
  useEffect(() => {
    if (text.trim() === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text.trim();
      report.current(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      data-part="search"
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={setText}
      fullWidth
    />
  );
}

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="1.1em"
    height="1.1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    {path}
  </svg>
);

export const EditIcon = () =>
  icon(
    <>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </>,
  );
export const KeyIcon = () =>
  icon(
    <>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8M17 6l3 3M15 8l2 2" />
    </>,
  );
export const TrashIcon = () =>
  icon(
    <>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
      <path d="M10 11v6M14 11v6" />
    </>,
  );
export const MoreIcon = () =>
  icon(
    <>
      <circle cx="12" cy="5" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="12" cy="19" r="1.5" fill="currentColor" />
    </>,
  );
