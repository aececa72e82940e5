import type { AppServices } from '../../app-services';

/** The footer's feedback box: the message and the page it was sent from. */
export async function sendFeedback(
  services: Pick<AppServices, 'publicMessages' | 'clock'>,
  feedback: { mensagem: string; pagina: string },
) {
  await services.publicMessages.saveFeedback({
    message: feedback.mensagem,
    page: feedback.pagina,
    now: services.clock.now(),
  });
}
