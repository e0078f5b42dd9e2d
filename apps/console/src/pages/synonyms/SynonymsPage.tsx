import { type SearchSynonym, searchSynonymFields, searchSynonymTerm } from '@abossey/sdk';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  ErrorPanel,
  IconButton,
  TextField,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addScreenStrings } from '../../i18n';
import ar from '../../locales/synonyms/ar.json';
import cn from '../../locales/synonyms/cn.json';
import en from '../../locales/synonyms/en.json';
import fr from '../../locales/synonyms/fr.json';
import vi from '../../locales/synonyms/vi.json';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import { Actions, AdminBreadcrumbs, EditIcon, TrashIcon } from '../users/adminParts';

addScreenStrings('synonyms', { en, fr, vi, cn, ar });

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  align-items: start;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[5]};
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  > [data-part='submit'] {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

/** A term or expansion as the admin typed it: in its own direction inside an Arabic page. */
const Words = styled.bdi`
  overflow-wrap: anywhere;
`;

const QUERY_KEY = ['search-synonyms'];

/** Expansions as typed in one field: separated by commas (Arabic and Chinese commas too). */
const splitExpansions = (text: string) =>
  text
    .split(/[,،，]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * `/search-synonyms` (issue 25): what buyers' words also mean in the catalogue (`amortisseur` → `shock absorber`),
 * listed, added, changed and deleted by admins. A change applies to the next search.
 */
export function SynonymsPage() {
  const { t } = useTranslation('synonyms');
  const { tm, errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [expansions, setExpansions] = useState('');
  const [errors, setErrors] = useState<{ term?: string; expansions?: string }>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SearchSynonym | null>(null);
  const termInput = useRef<HTMLInputElement>(null);

  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => sdk.search.synonyms.list({ signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  const edit = (synonym: SearchSynonym) => {
    setTerm(synonym.term);
    setExpansions(synonym.expansions.join(', '));
    setErrors({});
    termInput.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The SDK's rules first (the server applies the same); what was typed stays in the fields on any error.
    const parsedTerm = searchSynonymTerm.safeParse(term);
    const parsedFields = searchSynonymFields.safeParse({ expansions: splitExpansions(expansions) });
    const found = {
      term: parsedTerm.success ? undefined : tm(parsedTerm.error.issues[0]?.message ?? ''),
      expansions: parsedFields.success ? undefined : tm(parsedFields.error.issues[0]?.message ?? ''),
    };
    setErrors(found);
    if (!parsedTerm.success || !parsedFields.success) return;
    setSaving(true);
    try {
      const saved = await sdk.search.synonyms.save(parsedTerm.data, {
        expansions: parsedFields.data.expansions,
      });
      toast.success(t('saved', { term: saved.term }));
      setTerm('');
      setExpansions('');
      await reload();
    } catch (error) {
      setErrors({ expansions: errorMessage(error) || t('saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<SearchSynonym>[] = [
    {
      key: 'term',
      header: t('columns.term'),
      sortable: true,
      isRowHeader: true,
      cell: (row) => <Words>{row.term}</Words>,
    },
    {
      key: 'expansions',
      header: t('columns.expansions'),
      sortValue: (row) => row.expansions.join(', '),
      cell: (row) => <Words>{row.expansions.join(', ')}</Words>,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      cell: (row) => (
        <Actions>
          <IconButton aria-label={t('edit', { term: row.term })} onPress={() => edit(row)}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={t('delete', { term: row.term })} onPress={() => setDeleting(row)}>
            <TrashIcon />
          </IconButton>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <AdminBreadcrumbs current={t('title')} />
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Form onSubmit={save} noValidate>
        <h2>{t('formTitle')}</h2>
        <TextField
          label={t('term')}
          description={t('termHelp')}
          value={term}
          onChange={setTerm}
          isInvalid={Boolean(errors.term)}
          errorMessage={errors.term}
          inputRef={termInput}
          isRequired
        />
        <TextField
          label={t('expansions')}
          description={t('expansionsHelp')}
          value={expansions}
          onChange={setExpansions}
          isInvalid={Boolean(errors.expansions)}
          errorMessage={errors.expansions}
          isRequired
        />
        <Button type="submit" data-part="submit" isPending={saving} pendingLabel={t('saving')}>
          {t('save')}
        </Button>
      </Form>
      {query.isError ? (
        <ErrorPanel message={errorMessage(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          aria-label={t('tableLabel')}
          columns={columns}
          rows={query.data ?? []}
          getRowId={(row) => row.term}
          isLoading={query.isPending}
          pageSizeOptions={[10, 25, 50, 100]}
          defaultPageSize={25}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? t('deleteTitle', { term: deleting.term }) : undefined}
        message={deleting ? t('deleteMessage', { term: deleting.term }) : undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        errorMessage={(error) => errorMessage(error) || t('deleteFailed')}
        onConfirm={async () => {
          if (!deleting) return;
          await sdk.search.synonyms.delete(deleting.term);
          toast.success(t('deleted', { term: deleting.term }));
          await reload();
        }}
      />
    </>
  );
}
