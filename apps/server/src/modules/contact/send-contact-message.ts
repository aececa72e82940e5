import type { AppServices } from '../../app-services';

/** The public site's contact form: kept for the team to answer by e-mail. */
export async function sendContactMessage(
  services: Pick<AppServices, 'publicMessages' | 'clock'>,
  form: { nome: string; email: string; mensagem: string },
) {
  await services.publicMessages.saveContactMessage({
    name: form.nome,
    email: form.email,
    message: form.mensagem,
    now: services.clock.now(),
  });
}
