import { formatBirthDate, formatCpf, type JoinQueue, type JoinQueueInput, MAX_GROUP_SIZE } from '@vez/domain';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { withMask } from '../../../components/form/form-helpers';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { clearMembers, loadMembers, saveMembers } from '../../../lib/session/member-cache';
import styles from './JoinDialog.module.css';

interface GroupMembersFieldsProps {
  form: UseFormReturn<JoinQueueInput, unknown, JoinQueue>;
  clientId: number;
}

const EMPTY_MEMBER = { nome: '', dataNascimento: '', cpf: '' };

/** The members of a group ticket, with the list the browser can save (valid 24 h, decision 011). */
export function GroupMembersFields({ form, clientId }: GroupMembersFieldsProps) {
  const { register, control, formState, getValues, reset } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'groupMembers' });
  const [note, setNote] = useState('');
  const errors = formState.errors.groupMembers;
  const listError = errors?.message ?? errors?.root?.message;

  const save = () => {
    saveMembers(
      clientId,
      (getValues('groupMembers') ?? []).map((m) => ({ ...m })),
    );
    setNote('Lista de integrantes salva neste navegador por 24 horas.');
  };
  const load = () => {
    const saved = loadMembers(clientId);
    if (!saved || saved.length === 0) {
      setNote('Nenhuma lista salva (ou ela passou de 24 horas).');
      return;
    }
    reset({ ...getValues(), groupMembers: saved.slice(0, MAX_GROUP_SIZE - 1) });
    setNote(`Lista carregada: ${saved.length === 1 ? '1 integrante' : `${saved.length} integrantes`}.`);
  };
  const clear = () => {
    clearMembers(clientId);
    setNote('Lista salva apagada deste navegador.');
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Integrantes do grupo</legend>
      <div className={styles.cacheBar}>
        <Button variant="ghost" onClick={save}>
          Salvar lista
        </Button>
        <Button variant="ghost" onClick={load}>
          Carregar lista salva
        </Button>
        <Button variant="ghost" onClick={clear}>
          Limpar lista salva
        </Button>
      </div>
      <p className={styles.note} role="status">
        {note}
      </p>
      {listError && (
        <p className={styles.listError} role="alert">
          {listError}
        </p>
      )}
      <ol className={styles.members}>
        {fields.map((field, index) => {
          const error = errors?.[index];
          return (
            <li key={field.id} className={styles.member}>
              <div className={styles.memberHead}>
                <span className={styles.memberTitle}>Integrante {index + 1}</span>
                <Button
                  variant="ghost"
                  onClick={() => remove(index)}
                  aria-label={`Remover integrante ${index + 1}`}
                >
                  Remover
                </Button>
              </div>
              <div className={styles.grid}>
                <TextField
                  className={styles.wide}
                  label="Nome"
                  error={error?.nome?.message}
                  {...register(`groupMembers.${index}.nome`)}
                />
                <TextField
                  label="Data de nascimento"
                  inputMode="numeric"
                  placeholder="DD/MM/AAAA"
                  maxLength={10}
                  error={error?.dataNascimento?.message}
                  {...withMask(register(`groupMembers.${index}.dataNascimento`), formatBirthDate)}
                />
                <TextField
                  label="CPF"
                  inputMode="numeric"
                  placeholder="000.000.000-00"
                  maxLength={14}
                  error={error?.cpf?.message}
                  {...withMask(register(`groupMembers.${index}.cpf`), formatCpf)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={fields.length >= MAX_GROUP_SIZE - 1}
        onClick={() => append({ ...EMPTY_MEMBER })}
      >
        Adicionar integrante
      </Button>
      <p className={styles.note}>
        O grupo tem {fields.length + 1} {fields.length + 1 === 1 ? 'pessoa' : 'pessoas'} com você (máximo{' '}
        {MAX_GROUP_SIZE}).
      </p>
    </fieldset>
  );
}
