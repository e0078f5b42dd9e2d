import {
  type CatalogueImportResult,
  type CataloguePreview,
  type CatalogueRowResult,
  catalogueFileName,
  catalogueTemplateCsv,
} from '@abossey/sdk';
import {
  Badge,
  Breadcrumb,
  Breadcrumbs,
  Button,
  DataTable,
  type DataTableColumn,
  DropZone,
  ErrorPanel,
  ProgressBar,
  Select,
  SelectItem,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { addScreenStrings } from '../../i18n';
import ar from '../../locales/catalogueImport/ar.json';
import cn from '../../locales/catalogueImport/cn.json';
import en from '../../locales/catalogueImport/en.json';
import fr from '../../locales/catalogueImport/fr.json';
import vi from '../../locales/catalogueImport/vi.json';
import { saveCsv } from '../../saveCsv';
import { sdk } from '../../sdk';
import { useManageableShops } from '../../session/manageableShops';
import { useSession } from '../../session/session';
import { PageHeading } from '../../shell/Page';

addScreenStrings('catalogueImport', { en, fr, vi, cn, ar });

const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[6]};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
`;

const Summary = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.semibold};
  [data-tone='danger'] {
    color: ${vars.status.danger.fg};
  }
  [data-tone='success'] {
    color: ${vars.status.success.fg};
  }
`;

const Errors = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[4]};
  color: ${vars.status.danger.fg};
  li + li {
    margin-block-start: ${vars.space[1]};
  }
`;

type Phase = 'idle' | 'previewing' | 'previewed' | 'importing' | 'done';
type RowFilter = 'errors' | 'all';

/**
 * `/products/import?shop={id}` (issue 24; docs/catalogue-csv.md): a shop's catalogue from a spreadsheet. Pick a CSV
 * → the server previews every row (what it would do, or its §5 errors) → fix the file and choose it again, or import
 * it when no row has errors → a progress bar follows the upload (XHR), then the server's one transaction
 * (indeterminate) → a summary. Template and export download files in the same columns.
 */
export function CatalogueImportPage() {
  const { t } = useTranslation('catalogueImport');
  const { tm, errorMessage } = useMessageTranslation();
  const session = useSession();
  const isAdmin = session?.userType === 'admin';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const shops = useManageableShops(session);
  const shopParam = Number(params.get('shop'));
  const shopList = shops.data ?? [];
  const shopId =
    Number.isSafeInteger(shopParam) && shopParam > 0
      ? shopParam
      : shopList.length === 1
        ? shopList[0]?.id
        : undefined;

  const [phase, setPhase] = useState<Phase>('idle');
  const [files, setFiles] = useState<File[]>([]);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<CataloguePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState<RowFilter>('errors');
  const [sent, setSent] = useState({ loaded: 0, total: 0 });
  const [result, setResult] = useState<CatalogueImportResult | null>(null);
  const [exporting, setExporting] = useState(false);
  /** The latest file's preview: an older one that answers late is dropped. */
  const attempt = useRef(0);

  const reset = () => {
    setPhase('idle');
    setFiles([]);
    setCsv('');
    setPreview(null);
    setProblem(null);
    setResult(null);
  };

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    setResult(null);
    setProblem(null);
    setPreview(null);
    const file = chosen[0];
    if (!file || shopId === undefined) {
      setPhase('idle');
      return;
    }
    const current = ++attempt.current;
    setPhase('previewing');
    try {
      const text = await file.text();
      const answer = await sdk.catalogue.preview(shopId, text);
      if (current !== attempt.current) return;
      setCsv(text);
      setPreview(answer);
      setFilter(answer.counts.invalid > 0 ? 'errors' : 'all');
      setPhase('previewed');
    } catch (error) {
      if (current !== attempt.current) return;
      setProblem(errorMessage(error));
      setPhase('idle');
    }
  };

  const runImport = async () => {
    if (shopId === undefined || !preview) return;
    setPhase('importing');
    setSent({ loaded: 0, total: csv.length });
    try {
      const answer = await sdk.catalogue.import(shopId, csv, {
        onUploadProgress: (loaded, total) => setSent({ loaded, total }),
      });
      setResult(answer);
      setPhase('done');
      void queryClient.invalidateQueries({ queryKey: ['products-index'] });
    } catch (error) {
      setProblem(`${t('importFailed')} ${errorMessage(error)}`);
      setPhase('previewed');
    }
  };

  const exportCatalogue = async () => {
    if (shopId === undefined) return;
    setExporting(true);
    try {
      saveCsv(await sdk.catalogue.export(shopId), catalogueFileName(shopId));
      toast.success(t('exported'));
    } catch (error) {
      toast.error(t('exportFailed'), { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const actionLabel = (row: CatalogueRowResult) =>
    row.errors.length ? t('actions.invalid') : t(`actions.${row.action ?? 'invalid'}`);
  const columns: DataTableColumn<CatalogueRowResult>[] = [
    { key: 'line', header: t('columns.line'), align: 'end', width: 80 },
    { key: 'sku', header: t('columns.sku'), isRowHeader: true, cell: (r) => <bdi>{r.sku}</bdi> },
    { key: 'name', header: t('columns.name'), cell: (r) => <bdi>{r.name}</bdi> },
    {
      key: 'action',
      header: t('columns.action'),
      cell: (r) => (
        <Badge tone={r.errors.length ? 'danger' : r.action === 'unchanged' ? 'neutral' : 'success'}>
          {actionLabel(r)}
        </Badge>
      ),
    },
    {
      key: 'errors',
      header: t('columns.errors'),
      cell: (r) =>
        r.errors.length ? (
          <Errors>
            {r.errors.map((e) => (
              <li key={e.column}>
                {t('cellError', {
                  column: e.column === 'row' ? t('wholeRow') : e.column,
                  message: tm(e.message),
                })}
              </li>
            ))}
          </Errors>
        ) : (
          t('noErrors')
        ),
    },
  ];

  const counts = preview?.counts;
  const rows = preview
    ? filter === 'errors'
      ? preview.rows.filter((r) => r.errors.length)
      : preview.rows
    : [];
  const uploaded = sent.total > 0 && sent.loaded >= sent.total;

  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href={isAdmin ? '/admin-dashboard' : '/dashboard'}>{t('dashboard')}</Breadcrumb>
        <Breadcrumb href="/products">{t('products')}</Breadcrumb>
        <Breadcrumb>{t('title')}</Breadcrumb>
      </Breadcrumbs>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />

      <Section aria-labelledby="catalogue-shop">
        <h2 id="catalogue-shop">{t('shopHeading')}</h2>
        <Actions>
          <Select
            label={t('shop')}
            placeholder={t('chooseShop')}
            items={shopList.map((s) => ({ id: String(s.id), name: s.name }))}
            value={shopId === undefined ? null : String(shopId)}
            onChange={(key) => {
              reset();
              setParams(key === null ? {} : { shop: String(key) }, { replace: true });
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Button variant="secondary" onPress={() => saveCsv(catalogueTemplateCsv(), catalogueFileName())}>
            {t('template')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={shopId === undefined}
            isPending={exporting}
            onPress={() => void exportCatalogue()}
          >
            {t('export')}
          </Button>
        </Actions>
        {shops.isError ? <p role="status">{tm('Failed to fetch businesses')}</p> : null}
      </Section>

      {shopId === undefined ? null : (
        <Section aria-labelledby="catalogue-file">
          <h2 id="catalogue-file">{t('fileHeading')}</h2>
          <DropZone
            label={t('fileLabel')}
            description={t('fileHelp')}
            accept={['.csv', 'text/csv']}
            value={files}
            onChange={(chosen) => void choose(chosen)}
            showPreviews={false}
            isDisabled={phase === 'previewing' || phase === 'importing'}
          />
          {phase === 'previewing' ? <ProgressBar label={t('previewing')} isIndeterminate /> : null}
          {problem ? <ErrorPanel headingLevel={3} title={t('problemTitle')} message={problem} /> : null}
        </Section>
      )}

      {preview && counts && phase !== 'done' ? (
        <Section aria-labelledby="catalogue-preview">
          <h2 id="catalogue-preview">{t('previewHeading')}</h2>
          <div role="status">
            <Summary>
              <span data-tone={counts.invalid ? 'danger' : 'success'}>
                {t('counts', { ready: counts.ready, invalid: counts.invalid })}
              </span>
            </Summary>
            <p>
              {t('actionsSummary', {
                create: counts.create,
                update: counts.update,
                unchanged: counts.unchanged,
              })}
            </p>
            {counts.invalid ? <p>{t('fixAndReupload')}</p> : null}
          </div>
          <Actions>
            <Select label={t('show')} value={filter} onChange={(key) => setFilter(key as RowFilter)}>
              <SelectItem id="errors">{t('showErrors')}</SelectItem>
              <SelectItem id="all">{t('showAll')}</SelectItem>
            </Select>
            <Button
              variant="primary"
              isDisabled={counts.invalid > 0 || counts.rows === 0 || phase === 'importing'}
              isPending={phase === 'importing'}
              onPress={() => void runImport()}
            >
              {t('importButton', { rows: counts.rows })}
            </Button>
          </Actions>
          {phase === 'importing' ? (
            uploaded ? (
              <ProgressBar label={t('applying')} isIndeterminate />
            ) : (
              <ProgressBar label={t('uploading')} value={sent.loaded} maxValue={Math.max(sent.total, 1)} />
            )
          ) : null}
          <DataTable
            aria-label={t('tableLabel')}
            columns={columns}
            rows={rows}
            getRowId={(r) => r.line}
            paginate
            defaultPageSize={25}
            emptyState={<p>{filter === 'errors' ? t('noRowErrors') : t('noRows')}</p>}
          />
        </Section>
      ) : null}

      {phase === 'done' && result ? (
        <Section aria-labelledby="catalogue-done">
          <h2 id="catalogue-done">{t('doneHeading')}</h2>
          <Summary role="status">
            <span data-tone="success">
              {t('doneSummary', {
                create: result.counts.create,
                update: result.counts.update,
                unchanged: result.counts.unchanged,
              })}
            </span>
          </Summary>
          <Actions>
            <Link to={shopId === undefined ? '/products' : `/products?shop=${shopId}`}>
              {t('viewProducts')}
            </Link>
            <Button variant="secondary" onPress={reset}>
              {t('importAnother')}
            </Button>
          </Actions>
        </Section>
      ) : null}
    </>
  );
}
