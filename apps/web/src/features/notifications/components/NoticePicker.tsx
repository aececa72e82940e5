import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { useSaveTicketNotice, useTicketNotice } from '../api/notifications-api';
import styles from './Notices.module.css';
import { NOTICE_OPTIONS, peopleUnit } from './notice-options';

/** The ticket's stored choice, as a query gives it (the client's own read, or part of a guest's ticket). */
export interface NoticeAheadValue {
  data: number | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Saving a new choice, as a mutation does it; its answer's message is the line shown after it. */
export interface NoticeAheadSave {
  mutate: (pessoas: number, options: { onSuccess: (answer: { message: string }) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  variables: number | undefined;
}

/** 'Avise-me quando faltarem N pessoas' for the client's ticket in one queue (see NoticeAheadPicker). */
export function NoticePicker({ queueId }: { queueId: number }) {
  return <NoticeAheadPicker notice={useTicketNotice(queueId)} save={useSaveTicketNotice(queueId)} />;
}

/**
 * 'Avise-me quando faltarem N pessoas' for one ticket: saved as soon as it is picked; the line under it
 * says what happened (the server's own sentence, or why it failed). Where the value is read and saved is
 * the caller's: an account's ticket in a queue, or a guest's ticket by its link.
 */
export function NoticeAheadPicker({ notice, save }: { notice: NoticeAheadValue; save: NoticeAheadSave }) {
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);

  let status = '';
  let tone = '';
  if (notice.isPending) status = 'Carregando aviso...';
  else if (notice.isError) {
    status = errorMessage(notice.error, 'Não foi possível carregar o aviso.');
    tone = styles.statusError ?? '';
  } else if (save.isPending) status = 'Salvando...';
  else if (save.isError) {
    status = errorMessage(save.error, 'Não foi possível salvar o aviso. Tente novamente.');
    tone = styles.statusError ?? '';
  } else if (saved) {
    status = saved;
    tone = styles.statusOk ?? '';
  }

  // While saving, the select shows the choice being saved; a refused one goes back to the stored value.
  const value = save.isPending ? save.variables : notice.data;
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        Avise-me quando faltarem
      </label>
      {/* The number and its unit wrap together: 'pessoas' is never left alone on a line of its own. */}
      <span className={styles.choice}>
        <select
          id={id}
          className={styles.select}
          value={value ?? ''}
          disabled={notice.data === undefined || save.isPending}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setSaved(null);
            save.mutate(Number(event.target.value), { onSuccess: (answer) => setSaved(answer.message) });
          }}
        >
          {/* Nothing to choose before the ticket's value is known. */}
          {notice.data === undefined ? (
            <option value="">—</option>
          ) : (
            NOTICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))
          )}
        </select>
        <span className={styles.pickerLabel}>{peopleUnit(value)}</span>
      </span>
      {save.isPending && <Spinner size="small" label="" />}
      <p id={`${id}-status`} className={`${styles.status} ${tone}`} aria-live="polite">
        {status}
        {notice.isError && (
          <>
            {' '}
            <button type="button" className={styles.linkButton} onClick={() => void notice.refetch()}>
              Tentar de novo
            </button>
          </>
        )}
      </p>
    </div>
  );
}
