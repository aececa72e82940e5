import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { CheckboxField } from '../ui/CheckboxField';
import { TextField } from '../ui/TextField';
import { applyServerFieldErrors } from './form-helpers';
import { useForm } from './use-form';

interface Values {
  nome: string;
  cidade: string;
  aceite: boolean;
}

const required = { required: 'Obrigatório' };

function Fields({ nome, cidade }: { nome: UseFormRegisterReturn; cidade: UseFormRegisterReturn }) {
  return (
    <>
      <TextField label="Nome" {...nome} />
      <TextField label="Cidade" {...cidade} />
    </>
  );
}

/**
 * A page that registers its own checkbox (drawn in a side panel, last) before the fieldset above it
 * registers its fields: the order of the sign-up's password and of the payment page's agreements.
 */
function SidePanelForm({ onServer }: { onServer?: (form: ReturnType<typeof useForm<Values>>) => void }) {
  const form = useForm<Values>({ defaultValues: { nome: '', cidade: '', aceite: false } });
  const aceite = form.register('aceite', { validate: (value) => value || 'Aceite os termos' });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => onServer?.(form))} aria-label="Formulário">
      <Fields nome={form.register('nome', required)} cidade={form.register('cidade', required)} />
      <aside>
        <CheckboxField label="Aceito os termos" {...aceite} />
        <button type="submit">Enviar</button>
      </aside>
    </form>
  );
}

describe('useForm (the form kit)', () => {
  it('focuses the first invalid field in reading order, not the one registered first', async () => {
    render(<SidePanelForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Cidade'), 'Recife');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText('Aceito os termos')).toHaveFocus());
  });

  it("focuses the first of the server's field errors in reading order", async () => {
    render(
      <SidePanelForm
        onServer={(form) =>
          applyServerFieldErrors(
            new ApiError(400, 'Dados inválidos', {
              fieldErrors: [
                { campo: 'cidade', mensagem: 'Cidade desconhecida' },
                { campo: 'nome', mensagem: 'Nome já usado' },
              ],
            }),
            form.setError,
            ['nome', 'cidade'],
          )
        }
      />,
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('Cidade'), 'Recife');
    await userEvent.click(screen.getByLabelText('Aceito os termos'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
  });
});
