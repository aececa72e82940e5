import { brasiliaDay, periodOf, reportFileName } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { MailAttachment } from '../../mail/mailer';
import { displayNameOf } from '../establishments/display-name';
import type { AttachmentSpec } from '../outbox/attachment-spec';
import { enqueueEmail } from '../outbox/enqueue-email';
import { collectReport } from './collect-report';
import { renderReportPdf } from './render-report-pdf';

const PROFISSIONAL = 2;
/** The report of a month goes out in the first days of the next one (a server down on the 1st still sends it). */
const SEND_UNTIL_DAY = 3;
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** The previous Brasília month of `now`: first and last day. */
export function previousMonth(now: number): { de: string; ate: string; label: string; key: string } {
  const [year, month] = brasiliaDay(now).split('-').map(Number) as [number, number];
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const mm = String(prevMonth).padStart(2, '0');
  const lastDay = new Date(Date.UTC(prevYear, prevMonth, 0)).getUTCDate();
  return {
    de: `${prevYear}-${mm}-01`,
    ate: `${prevYear}-${mm}-${String(lastDay).padStart(2, '0')}`,
    label: `${MONTHS[prevMonth - 1]} de ${prevYear}`,
    key: `${prevYear}-${mm}`,
  };
}

/**
 * Scheduler job: in the first days of each month, every establishment on Profissional gets the PDF of
 * the month before by e-mail. One outbox row per establishment and month (`monthly-report:{id}:{AAAA-MM}`)
 * makes it once however many instances run the job, however often, and across restarts; the PDF is
 * drawn when the message is sent, from the history as it then is.
 */
export async function sendMonthlyReports(
  services: Pick<
    AppServices,
    'subscriptions' | 'establishments' | 'outbox' | 'clock' | 'config' | 'settings'
  >,
): Promise<number> {
  const now = services.clock.now();
  if (Number(brasiliaDay(now).slice(8, 10)) > SEND_UNTIL_DAY) return 0;
  const month = previousMonth(now);
  let written = 0;
  for (const establishmentId of await services.subscriptions.establishmentsOnPlan(PROFISSIONAL, now)) {
    const establishment = await services.establishments.findById(establishmentId);
    if (!establishment || establishment.deleted_at !== null) continue;
    if (!(await services.settings.wantsEmail('estabelecimento', establishmentId))) continue;
    const wrote = await enqueueEmail(services.outbox, {
      key: `monthly-report:${establishmentId}:${month.key}`,
      to: establishment.email,
      now,
      content: {
        subject: `Vez — relatório de ${month.label}`,
        greeting: `Olá, ${displayNameOf(establishment)}!`,
        paragraphs: [
          `Segue em anexo o relatório de ${month.label}: atendimentos, tempos de espera, abandonos, horários de chegada e avanços pagos.`,
          'Os mesmos números, de qualquer período, estão no Dashboard.',
        ],
        action: { label: 'Abrir o Dashboard', url: `${services.config.publicUrl}/estabelecimento/dashboard` },
      },
      attachment: { kind: 'report-pdf', establishmentId, de: month.de, ate: month.ate },
    });
    if (wrote) written++;
  }
  return written;
}

/** Renders a report PDF for an outbox attachment (`{ kind: 'report-pdf', establishmentId, de, ate }`). */
export async function renderReportAttachment(
  services: Pick<AppServices, 'reports' | 'subscriptions' | 'establishments' | 'clock'>,
  spec: AttachmentSpec,
): Promise<MailAttachment> {
  const period = periodOf(String(spec.de), String(spec.ate));
  const data = await collectReport(services, Number(spec.establishmentId), period);
  const chunks: Buffer[] = [];
  for await (const chunk of renderReportPdf(data) as AsyncIterable<Buffer>) chunks.push(chunk);
  return {
    filename: reportFileName(period, 'pdf'),
    content: Buffer.concat(chunks),
    contentType: 'application/pdf',
  };
}
