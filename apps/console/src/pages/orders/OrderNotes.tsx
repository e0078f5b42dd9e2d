import {
  ORDER_NOTE_MAX,
  type OrderDetail,
  type OrderNote,
  orderNoteCreateBody,
  retryUnlessNotFound,
} from '@abossey/sdk';
import {
  Button,
  ErrorPanel,
  formatDateTime,
  OrderSection,
  Skeleton,
  useLanguage,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { FormTextArea } from '../../forms/FormTextArea';
import { applyServerError, FormAlert } from '../../forms/fields';
import { sdk } from '../../sdk';

const Notes = styled.ol`
  list-style: none;
  margin: 0 0 ${vars.space[3]};
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
  & > li > p {
    margin: ${vars.space[1]} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & > li > header {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  & > :first-child {
    justify-self: stretch;
  }
`;

/** The server's rule for a note's text (trimmed, 1–2,000 characters), checked before sending. */
const noteSchema = z.object({ body: orderNoteCreateBody.shape.data.shape.body });
type NoteForm = z.input<typeof noteSchema>;

/**
 * Internal notes (issue 24): what the shop's staff and admins tell each other about the order, never the buyer. A
 * shop's members see and write notes on their part; admins see all and write on the order. The form keeps what was
 * typed when the server refuses it.
 */
export function OrderNotes({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { tm, errorMessage } = useMessageTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const orderId = detail.order.id;
  const key = ['orders', 'notes', orderId];
  const notes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => sdk.orders.listNotes(orderId, { signal }),
    retry: retryUnlessNotFound,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NoteForm>({ defaultValues: { body: '' }, resolver: zodResolver(noteSchema) });
  const add = useMutation({
    mutationFn: (body: string) => sdk.orders.addNote(orderId, { body }),
    onSuccess: (note) => {
      queryClient.setQueryData<OrderNote[]>(key, (list) => [...(list ?? []), note]);
      form.reset({ body: '' });
    },
    onError: (error) => {
      applyServerError(error, form.setError, ['body']);
      setFailure(errorMessage(error) || tm('Failed to add the note'));
    },
  });
  const shopOf = (note: OrderNote) =>
    detail.vendorOrders.find((vo) => vo.id === note.vendorOrderId)?.vendorName ?? t('notes.wholeOrder');

  return (
    <OrderSection title={t('notes.title')}>
      {notes.isPending ? (
        <Skeleton variant="text" width="80%" />
      ) : notes.isError ? (
        <ErrorPanel
          message={errorMessage(notes.error)}
          onRetry={() => notes.refetch()}
          isRetrying={notes.isRefetching}
        />
      ) : notes.data.length === 0 ? (
        <p>{t('notes.none')}</p>
      ) : (
        <Notes aria-label={t('notes.title')}>
          {notes.data.map((note) => (
            <li key={note.id}>
              <header>
                <bdi>{note.author?.name ?? t('notes.formerUser')}</bdi> ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, language)}</time>
                {detail.vendorOrders.length > 1 || note.vendorOrderId === null ? (
                  <>
                    {' '}
                    · <bdi>{shopOf(note)}</bdi>
                  </>
                ) : null}
              </header>
              <p dir="auto">{note.body}</p>
            </li>
          ))}
        </Notes>
      )}
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          add.mutate(values.body);
        })}
      >
        <FormTextArea
          control={form.control}
          name="body"
          label={t('notes.add')}
          description={t('notes.help', { max: ORDER_NOTE_MAX })}
        />
        {failure ? <FormAlert role="alert">{failure}</FormAlert> : null}
        <Button type="submit" variant="secondary" isPending={add.isPending}>
          {t('notes.save')}
        </Button>
      </Form>
    </OrderSection>
  );
}
