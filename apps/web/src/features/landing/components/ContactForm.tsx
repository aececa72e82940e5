import { useMutation } from '@tanstack/react-query';
import type { contactMessageSchema } from '@vez/domain';
import type { z } from 'zod';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/Button';
import { MutationFeedback } from '../../../components/ui/MutationFeedback';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { sendContactMessage } from '../api/contact-api';
import styles from './ContactForm.module.css';

type ContactForm = z.input<typeof contactMessageSchema>;

const EMPTY: ContactForm = { nome: '', email: '', mensagem: '' };
// The schema (and zod with it) loads on the form's first focus or submit, not with the landing page (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../../../lib/forms/contact-schemas').then((m) => m.contactMessageSchema),
);

/** Validates with the same schema as the server, posts, shows the server's answer, then clears. */
export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<
    ContactForm,
    unknown,
    z.output<typeof contactMessageSchema>
  >({
    resolver,
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => reset(EMPTY),
  });
  const { errors } = formState;
  // Editing again after a success starts a new message: the old confirmation goes away.
  const clearResult = () => {
    if (mutation.isSuccess || mutation.isError) mutation.reset();
  };

  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      aria-describedby="contato-obrigatorios"
    >
      <p id="contato-obrigatorios" className={styles.required}>
        Todos os campos são obrigatórios.
      </p>
      <div className={styles.row}>
        <TextField
          label="Nome"
          autoComplete="name"
          maxLength={120}
          aria-required="true"
          error={errors.nome?.message}
          {...register('nome', { onChange: clearResult })}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          aria-required="true"
          error={errors.email?.message}
          {...register('email', { onChange: clearResult })}
        />
      </div>
      <TextAreaField
        label="Mensagem"
        rows={5}
        maxLength={2000}
        aria-required="true"
        error={errors.mensagem?.message}
        {...register('mensagem', { onChange: clearResult })}
      />
      <MutationFeedback
        result={mutation}
        errorFallback="Erro ao enviar mensagem. Tente novamente."
        successMessage={mutation.data?.message}
      />
      <Button type="submit" loading={formState.isSubmitting || mutation.isPending} className={styles.submit}>
        {mutation.isPending ? 'Enviando...' : 'Enviar mensagem'}
      </Button>
    </form>
  );
}
