import { useMutation } from '@tanstack/react-query';
import type { feedbackSchema as FeedbackSchema } from '@vez/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { MutationFeedback } from '../../components/ui/MutationFeedback';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { CHECK_UNAVAILABLE } from '../../lib/forms/check-unavailable';
import styles from './FeedbackBox.module.css';
import { sendFeedback } from './feedback-api';

type Schema = typeof FeedbackSchema;

// The box is in every page's footer, so it is kept to one field and plain state: neither the form library
// nor zod comes with the first load (issue 18). Its schema loads on the first focus or submit.
let schemaLoad: Promise<Schema> | undefined;
let schema: Schema | undefined;
function loadSchema(): Promise<Schema> {
  schemaLoad ??= import('../../lib/forms/contact-schemas').then(
    (m) => {
      schema = m.feedbackSchema;
      return schema;
    },
    (error: unknown) => {
      schemaLoad = undefined; // the next submit tries again
      throw error;
    },
  );
  return schemaLoad;
}
const preload = () => void loadSchema().catch(() => undefined);

/** The schema's message for the text, or undefined when it is acceptable. */
function problemWith(checks: Schema, mensagem: string): string | undefined {
  const result = checks.safeParse({ mensagem, pagina: '' });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The footer's feedback box: tells us which page the feedback is about, shows the server's reply. */
export function FeedbackBox() {
  const { pathname } = useLocation();
  const [mensagem, setMensagem] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  // After a refused submit the message is checked again as it is typed (as the other forms do).
  const refused = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const mutation = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      setMensagem('');
      refused.current = false;
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    let problem: string | undefined;
    try {
      problem = problemWith(await loadSchema(), mensagem);
    } catch {
      problem = CHECK_UNAVAILABLE;
    } finally {
      setChecking(false);
    }
    setError(problem);
    if (problem) {
      refused.current = true;
      field.current?.focus();
      return;
    }
    mutation.mutate({ mensagem: mensagem.trim(), pagina: pathname });
  };

  const onChange = (value: string) => {
    setMensagem(value);
    if (mutation.isSuccess) mutation.reset();
    if (refused.current && schema) setError(problemWith(schema, value));
  };

  return (
    <section className={styles.box} aria-labelledby="feedback-title">
      <h2 id="feedback-title" className={styles.title}>
        Sua opinião importa
      </h2>
      <p className={styles.lead}>Conte o que achou do Vez ou o que podemos melhorar.</p>
      <form method="post" onSubmit={(event) => void onSubmit(event)} onFocus={preload} noValidate>
        <TextAreaField
          ref={field}
          name="mensagem"
          label="Seu feedback"
          rows={3}
          maxLength={1000}
          value={mensagem}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
        <MutationFeedback
          result={mutation}
          errorFallback="Erro ao enviar feedback. Tente novamente."
          successMessage={mutation.data?.message}
        />
        <Button type="submit" loading={checking || mutation.isPending} className={styles.submit}>
          Enviar
        </Button>
      </form>
    </section>
  );
}
