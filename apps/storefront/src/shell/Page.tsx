import { Button } from '@abossey/ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Heading = styled.header`
  margin-block: var(--ab-space-6, 24px) var(--ab-space-4, 16px);
  h1 {
    margin: 0;
    font-size: var(--ab-font-size-xl, 1.5rem);
    color: var(--ab-fg-default);
  }
  p {
    margin: var(--ab-space-1, 4px) 0 0;
    color: var(--ab-fg-muted);
  }
`;

export function PageHeading({ title, subtitle }: { title: string; subtitle?: string | undefined }) {
  return (
    <Heading>
      <h1>{title}</h1>
      {subtitle ? <p aria-live="polite">{subtitle}</p> : null}
    </Heading>
  );
}

/** §2: 1 column on extra-small, 2 small, 3 medium, 5 wide. */
const GridList = styled.div`
  display: grid;
  gap: var(--ab-space-4, 16px);
  grid-template-columns: 1fr;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

export function Grid(props: ComponentProps<'div'>) {
  return <GridList {...props} />;
}

const Panel = styled.section`
  border: 1px solid var(--ab-border-default);
  border-radius: var(--ab-radius, 8px);
  background: var(--ab-bg-surface);
  padding: var(--ab-space-6, 24px);
  text-align: center;
  h2 {
    margin: 0 0 var(--ab-space-2, 8px);
    font-size: var(--ab-font-size-lg, 1.25rem);
  }
  p {
    margin: 0 0 var(--ab-space-4, 16px);
    color: var(--ab-fg-muted);
  }
`;

export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('storefront');
  return (
    <Panel role="alert">
      <h2>{t('error.title')}</h2>
      <p>{message}</p>
      {onRetry ? <Button onPress={onRetry}>{t('error.retry')}</Button> : null}
    </Panel>
  );
}

export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Panel>
      <h2>{title}</h2>
      <p>{message}</p>
      {action}
    </Panel>
  );
}

const PagerNav = styled.nav`
  display: flex;
  gap: var(--ab-space-2, 8px);
  align-items: center;
  justify-content: center;
  margin-block: var(--ab-space-6, 24px);
`;

export function Pager({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('storefront');
  return (
    <PagerNav aria-label={t('pager.label')}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onChange(1)}>
        {t('pager.first')}
      </Button>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span aria-current="page">{t('pager.status', { page, pageCount })}</span>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onChange(page + 1)}>
        {t('pager.next')}
      </Button>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onChange(pageCount)}>
        {t('pager.last')}
      </Button>
    </PagerNav>
  );
}
