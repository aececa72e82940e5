import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ClientProfile,
  type ClientProfileInput,
  clientProfileSchema,
  PROFILE_SAVED_MESSAGE,
} from '@vez/domain';
import { useState } from 'react';
import { ClientFields } from '../../../components/form/ClientFields';
import { looseForm } from '../../../components/form/form-helpers';
import formStyles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AddressFields } from '../../address';
import type { ClientProfileData } from '../api/profile-api';
import { useClientProfile, useSaveClientProfile } from '../api/queries';
import { CLIENT_FIELDS, clientFormValues } from '../profile-format';
import { AccessCard } from './AccessCard';
import { AccountActions } from './AccountActions';
import styles from './Profile.module.css';
import { placeSaveErrors } from './save-errors';
import { TermsNote } from './TermsNote';

/** 'Dados Pessoais' (SPEC §2): the client's personal data and address, and what they can do with the account. */
export function ClientProfilePage() {
  usePageTitle('Dados Pessoais');
  const session = useSession('cliente');
  const id = session?.id ?? 0;
  const profile = useClientProfile(id);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Dados Pessoais</h1>
        <p className={styles.lead}>
          Mantenha seus dados em dia: é com eles que os estabelecimentos chamam você.
        </p>
      </header>
      {profile.isPending ? (
        <LoadingState message="Carregando seus dados..." />
      ) : profile.isError ? (
        <ErrorState
          message={errorMessage(profile.error, 'Erro ao carregar dados do usuário')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <div className={styles.layout}>
          <ClientProfileForm id={id} data={profile.data} />
          <div className={styles.side}>
            <AccessCard userType="cliente" title="Acesso à conta" />
            <AccountActions userType="cliente" id={id} />
          </div>
        </div>
      )}
      <TermsNote />
    </div>
  );
}

function ClientProfileForm({ id, data }: { id: number; data: ClientProfileData }) {
  const form = useForm<ClientProfileInput, unknown, ClientProfile>({
    resolver: zodResolver(clientProfileSchema),
    defaultValues: clientFormValues(data),
  });
  const save = useSaveClientProfile(id);
  const [generalError, setGeneralError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setGeneralError(null);
    save.mutate(values, {
      onSuccess: (result) => form.reset(clientFormValues(result.data)),
      onError: (error) => {
        const placed = placeSaveErrors(error, form.setError, CLIENT_FIELDS, 'cpf');
        if (!placed) setGeneralError(errorMessage(error, 'Erro ao atualizar dados. Tente novamente.'));
      },
    });
  });

  return (
    <Card>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Dados pessoais">
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>Dados pessoais</legend>
          <ClientFields form={looseForm(form)} mode="profile" email={data.email_usuario} />
        </fieldset>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>Endereço</legend>
          <AddressFields
            form={looseForm(form)}
            suffix="usuario"
            required={{ numero: true, bairro: true, cidade: true, uf: true }}
          />
        </fieldset>
        <div className={styles.formFooter}>
          {save.isSuccess && !form.formState.isDirty && <Alert tone="success">{PROFILE_SAVED_MESSAGE}</Alert>}
          {generalError && <Alert tone="error">{generalError}</Alert>}
          <Button type="submit" className={styles.saveButton} loading={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar alterações'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
