import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EstablishmentProfile,
  type EstablishmentProfileInput,
  establishmentProfileSchema,
} from '@vez/domain';
import { useState } from 'react';
import { CompanyFields } from '../../../components/form/CompanyFields';
import { looseForm } from '../../../components/form/form-helpers';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
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
import { PageLinkCard } from './PageLinkCard';
import { PlanCard } from './PlanCard';
import styles from './Profile.module.css';
import { ProfileFormCard, ProfileScreen } from './ProfileScreen';
import { placeSaveErrors } from './save-errors';

/** 'Dados da Empresa': the company form, its picture, access, plan and the account's actions. */
export function EstablishmentProfilePage() {
  const session = useSession('estabelecimento');
  const id = session?.id ?? 0;
  const profile = useEstablishmentProfile(id);
  return (
    <ProfileScreen
      title="Dados da Empresa"
      lead="O que os clientes veem da sua empresa na lista e na página dela, e os dados da sua conta."
      profile={profile}
      loadingMessage="Carregando dados da empresa..."
      errorFallback="Erro ao carregar dados da empresa"
    >
      {(data) => <CompanyProfile id={id} data={data} />}
    </ProfileScreen>
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
      <ProfileFormCard
        label="Dados da empresa"
        legend="Empresa"
        onSubmit={onSubmit}
        details={<CompanyFields form={looseForm(form)} mode="profile" />}
        address={
          <AddressFields
            form={looseForm(form)}
            suffix="empresa"
            required={{ numero: true, bairro: true, cidade: true, uf: true }}
          />
        }
        saved={showSaved}
        saving={save.isPending}
        errors={
          <>
            {imageError && <Alert tone="error">Nada foi salvo. {imageError}.</Alert>}
            {generalError && <Alert tone="error">{generalError}</Alert>}
          </>
        }
      />
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
        <PageLinkCard id={id} />
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
