import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EstablishmentProfile,
  type EstablishmentProfileInput,
  establishmentProfileSchema,
  PROFILE_SAVED_MESSAGE,
} from '@vez/domain';
import { useState } from 'react';
import { CompanyFields } from '../../../components/form/CompanyFields';
import { looseForm } from '../../../components/form/form-helpers';
import formStyles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AddressFields } from '../../address';
import type { EstablishmentProfileData } from '../api/profile-api';
import {
  useEstablishmentProfile,
  useRemoveEstablishmentImage,
  useSaveEstablishmentProfile,
} from '../api/queries';
import { ESTABLISHMENT_FIELDS, establishmentFormValues } from '../profile-format';
import { AccessCard } from './AccessCard';
import { AccountActions } from './AccountActions';
import { ImagePicker } from './ImagePicker';
import { PlanCard } from './PlanCard';
import styles from './Profile.module.css';
import { placeSaveErrors } from './save-errors';
import { TermsNote } from './TermsNote';

/** 'Dados da Empresa' (SPEC §2): the company form, its picture, access, plan and the account's actions. */
export function EstablishmentProfilePage() {
  usePageTitle('Dados da Empresa');
  const session = useSession('estabelecimento');
  const id = session?.id ?? 0;
  const profile = useEstablishmentProfile(id);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Dados da Empresa</h1>
        <p className={styles.lead}>
          O que os clientes veem da sua empresa na lista e na página dela, e os dados da sua conta.
        </p>
      </header>
      {profile.isPending ? (
        <LoadingState message="Carregando dados da empresa..." />
      ) : profile.isError ? (
        <ErrorState
          message={errorMessage(profile.error, 'Erro ao carregar dados da empresa')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <CompanyProfile id={id} data={profile.data} />
      )}
      <TermsNote />
    </div>
  );
}

/** Refusals of the picture (415 type, 413 size) belong to the picker, not to the form. */
function imageRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413 || error.status === 415) return error.message;
  return error.fieldErrors.find((f) => f.campo === 'imagem_empresa')?.mensagem ?? null;
}

function CompanyProfile({ id, data }: { id: number; data: EstablishmentProfileData }) {
  const form = useForm<EstablishmentProfileInput, unknown, EstablishmentProfile>({
    resolver: zodResolver(establishmentProfileSchema),
    defaultValues: establishmentFormValues(data),
  });
  const save = useSaveEstablishmentProfile(id);
  const removeImage = useRemoveEstablishmentImage(id);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    setGeneralError(null);
    setImageError(null);
    setSaved(false);
    save.mutate(
      { values, image },
      {
        onSuccess: (result) => {
          setImage(null);
          setSaved(true);
          form.reset(establishmentFormValues(result.data));
        },
        onError: (error) => {
          const refusal = imageRefusal(error);
          if (refusal) {
            // The old picture stays on the server; the refused file is not offered again.
            setImage(null);
            setImageError(refusal);
            return;
          }
          const placed = placeSaveErrors(error, form.setError, ESTABLISHMENT_FIELDS, 'cnpj');
          if (!placed) setGeneralError(errorMessage(error, 'Erro ao atualizar dados. Tente novamente.'));
        },
      },
    );
  });

  const chooseImage = (file: File | null) => {
    setImage(file);
    setImageError(null);
    setSaved(false);
  };

  const removeStored = () => {
    setImageError(null);
    removeImage.mutate(undefined, {
      onError: (error) => setImageError(errorMessage(error, 'Erro ao remover a imagem. Tente novamente.')),
    });
  };

  const showSaved = saved && !form.formState.isDirty && !image;

  return (
    <div className={styles.layout}>
      <Card>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Dados da empresa">
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>Empresa</legend>
            <CompanyFields form={looseForm(form)} mode="profile" />
          </fieldset>
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>Endereço</legend>
            <AddressFields
              form={looseForm(form)}
              suffix="empresa"
              required={{ numero: true, bairro: true, cidade: true, uf: true }}
            />
          </fieldset>
          <div className={styles.formFooter}>
            {showSaved && <Alert tone="success">{PROFILE_SAVED_MESSAGE}</Alert>}
            {imageError && <Alert tone="error">Nada foi salvo. {imageError}.</Alert>}
            {generalError && <Alert tone="error">{generalError}</Alert>}
            <Button type="submit" className={styles.saveButton} loading={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar alterações'}
            </Button>
          </div>
        </form>
      </Card>
      <div className={styles.side}>
        <ImagePicker
          companyName={data.nome_empresa}
          currentUrl={data.imagem_url}
          chosen={image}
          onChoose={chooseImage}
          onRemoveStored={removeStored}
          removing={removeImage.isPending}
          error={imageError}
        />
        <AccessCard userType="estabelecimento" title="Conta de acesso" email={data.email_empresa} />
        <PlanCard />
      </div>
      {/* Under the form on wide screens, last of all on phones. */}
      <div className={styles.below}>
        <AccountActions userType="estabelecimento" id={id} />
      </div>
    </div>
  );
}
