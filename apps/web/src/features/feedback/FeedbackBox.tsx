import { useMutation } from '@tanstack/react-query';
import type { feedbackSchema } from '@vez/domain';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { errorMessage } from '../../lib/api/errors';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver';
import styles from './FeedbackBox.module.css';
import { sendFeedback } from './feedback-api';

type FeedbackForm = z.input<typeof feedbackSchema>;
// The box is in every page's footer: its schema (and zod with it) loads on its first focus or submit (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../../lib/forms/contact-schemas').then((m) => m.feedbackSchema),
);

/** The footer's feedback box: tells us which page the feedback is about, shows the server's reply. */
export function FeedbackBox() {
  const { pathname } = useLocation();
  const { register, handleSubmit, reset, formState } = useForm<
    FeedbackForm,
    unknown,
    z.output<typeof feedbackSchema>
  >({
    resolver,
    defaultValues: { mensagem: '', pagina: '' },
  });
  const mutation = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => reset({ mensagem: '', pagina: '' }),
  });

  const onSubmit = handleSubmit((values) => mutation.mutate({ mensagem: values.mensagem, pagina: pathname }));

  return (
    <section className={styles.box} aria-labelledby="feedback-title">
      <h2 id="feedback-title" className={styles.title}>
        Sua opinião importa
      </h2>
      <p className={styles.lead}>Conte o que achou do Vez ou o que podemos melhorar.</p>
      <form method="post" onSubmit={onSubmit} onFocus={preload} noValidate>
        <TextAreaField
          label="Seu feedback"
          rows={3}
          maxLength={1000}
          error={formState.errors.mensagem?.message}
          {...register('mensagem', { onChange: () => mutation.isSuccess && mutation.reset() })}
        />
        {mutation.isError && (
          <Alert tone="error">
            {errorMessage(mutation.error, 'Erro ao enviar feedback. Tente novamente.')}
          </Alert>
        )}
        {mutation.isSuccess && <Alert tone="success">{mutation.data.message}</Alert>}
        <Button
          type="submit"
          loading={formState.isSubmitting || mutation.isPending}
          className={styles.submit}
        >
          Enviar
        </Button>
      </form>
    </section>
  );
}
