import type { UseQueryResult } from '@tanstack/react-query';
import { PROFILE_SAVED_MESSAGE } from '@vez/domain';
import type { FormEventHandler, ReactNode } from 'react';
import formStyles from '../../../components/form/forms.module.css';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import styles from './Profile.module.css';
import { TermsNote } from './TermsNote';

interface ProfileScreenProps<T> {
  title: string;
  lead: string;
  profile: UseQueryResult<T>;
  loadingMessage: string;
  /** Said when the server's refusal has no message of its own. */
  errorFallback: string;
  /** The role's form and cards, once its profile is read. */
  children: (data: T) => ReactNode;
}

/** Both roles' profile pages: the title, the read with its loading and error states, and the terms. */
export function ProfileScreen<T>({
  title,
  lead,
  profile,
  loadingMessage,
  errorFallback,
  children,
}: ProfileScreenProps<T>) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {profile.isPending ? (
        <LoadingState message={loadingMessage} />
      ) : profile.isError ? (
        <ErrorState
          message={errorMessage(profile.error, errorFallback)}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        children(profile.data)
      )}
      <TermsNote />
    </div>
  );
}

interface ProfileFormCardProps {
  /** The form's name, and the legend of its first fieldset (the person's or the company's data). */
  label: string;
  legend: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields of who the account is; the address block follows them. */
  details: ReactNode;
  address: ReactNode;
  saved: boolean;
  saving: boolean;
  /** Refusals told above the button, where the eye is after pressing it. */
  errors: ReactNode;
}

/** The profile form of either role: its two fieldsets, then what the last save said and 'Salvar'. */
export function ProfileFormCard({
  label,
  legend,
  onSubmit,
  details,
  address,
  saved,
  saving,
  errors,
}: ProfileFormCardProps) {
  return (
    <Card>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={label}>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{legend}</legend>
          {details}
        </fieldset>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>Endereço</legend>
          {address}
        </fieldset>
        <div className={styles.formFooter}>
          {saved && <Alert tone="success">{PROFILE_SAVED_MESSAGE}</Alert>}
          {errors}
          <Button type="submit" className={styles.saveButton} loading={saving}>
            {saving ? 'Salvando...' : 'Salvar alterações'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
