import { zodResolver } from '@hookform/resolvers/zod';
import { type ClientProfile, type ClientProfileInput, clientProfileSchema } from '@vez/domain';
import { useState } from 'react';
import { ClientFields } from '../../../components/form/ClientFields';
import { looseForm } from '../../../components/form/form-helpers';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
import { AddressFields } from '../../address';
import type { ClientProfileData } from '../api/profile-api';
import { useClientProfile, useSaveClientProfile } from '../api/queries';
import { CLIENT_FIELDS, clientFormValues } from '../profile-format';
import { AccessCard } from './AccessCard';
import { AccountActions } from './AccountActions';
import styles from './Profile.module.css';
import { ProfileFormCard, ProfileScreen } from './ProfileScreen';
import { placeSaveErrors } from './save-errors';

/** 'Dados Pessoais': the client's personal data and address, and what they can do with the account. */
export function ClientProfilePage() {
  const session = useSession('cliente');
  const id = session?.id ?? 0;
  const profile = useClientProfile(id);
  return (
    <ProfileScreen
      title="Dados Pessoais"
      lead="Mantenha seus dados em dia: é com eles que os estabelecimentos chamam você."
      profile={profile}
      loadingMessage="Carregando seus dados..."
      errorFallback="Erro ao carregar dados do usuário"
    >
      {(data) => (
        <div className={styles.layout}>
          <ClientProfileForm id={id} data={data} />
          <div className={styles.side}>
            <AccessCard userType="cliente" title="Acesso à conta" />
            <AccountActions userType="cliente" id={id} />
          </div>
        </div>
      )}
    </ProfileScreen>
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
    <ProfileFormCard
      label="Dados pessoais"
      legend="Dados pessoais"
      onSubmit={onSubmit}
      details={<ClientFields form={looseForm(form)} mode="profile" email={data.email_usuario} />}
      address={
        <AddressFields
          form={looseForm(form)}
          suffix="usuario"
          required={{ numero: true, bairro: true, cidade: true, uf: true }}
        />
      }
      saved={save.isSuccess && !form.formState.isDirty}
      saving={save.isPending}
      errors={generalError && <Alert tone="error">{generalError}</Alert>}
    />
  );
}
