import { PassThrough } from 'node:stream';
import { brasiliaWallClock } from '@vez/domain';
import ExcelJS from 'exceljs';
import type { AppServices } from '../../app-services';
import type { MailAttachment } from '../../mail/mailer';
import type { AttachmentSpec } from '../outbox/attachment-spec';

const DAY = 86_400_000;
const HISTORY_DAYS = 90;
const STATUS: Record<string, string> = {
  waiting: 'Aguardando',
  called: 'Atendido',
  left: 'Saiu',
  closed: 'Fila encerrada',
};
const brasilia = (ms: number | null) => (ms === null ? null : brasiliaWallClock(ms));

/** The weekly backup spreadsheet: the company, its queues, 90 days of tickets, its plan payments. */
export async function renderBackupAttachment(
  services: Pick<AppServices, 'establishments' | 'queues' | 'reports' | 'subscriptionPayments' | 'clock'>,
  spec: AttachmentSpec,
): Promise<MailAttachment> {
  const id = Number(spec.establishmentId);
  const establishment = await services.establishments.findById(id);
  const queues = await services.queues.listByEstablishment(id, true);
  const since = services.clock.now() - HISTORY_DAYS * DAY;
  const tickets = await services.reports.ticketHistory(
    queues.map((q) => q.id),
    since,
  );
  const names = new Map(queues.map((q) => [q.id, q.name]));

  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const company = workbook.addWorksheet('Empresa');
  company.columns = [
    { header: 'Campo', key: 'k', width: 22 },
    { header: 'Valor', key: 'v', width: 48 },
  ];
  const e = establishment;
  for (const [k, v] of [
    ['Razão social', e?.legal_name],
    ['CNPJ', e?.cnpj],
    ['E-mail', e?.email],
    ['Telefone', e?.phone],
    ['Endereço', e ? `${e.street}, ${e.number} — ${e.district}, ${e.city}/${e.uf}, CEP ${e.cep}` : ''],
    ['Descrição', e?.description],
  ] as [string, string | undefined][]) {
    company.addRow({ k, v: v ?? '' }).commit();
  }
  company.commit();

  const queueSheet = workbook.addWorksheet('Filas');
  queueSheet.columns = [
    { header: 'Fila', key: 'nome', width: 28 },
    { header: 'Situação', key: 'status', width: 12 },
    { header: 'Aguardando', key: 'waiting', width: 12 },
    { header: 'Criada em', key: 'created', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  ];
  for (const q of queues) {
    queueSheet
      .addRow({ nome: q.name, status: q.status, waiting: q.waiting_people, created: brasilia(q.created_at) })
      .commit();
  }
  queueSheet.commit();

  const ticketSheet = workbook.addWorksheet(`Atendimentos (${HISTORY_DAYS} dias)`);
  ticketSheet.columns = [
    { header: 'Fila', key: 'fila', width: 24 },
    { header: 'Cliente', key: 'nome', width: 26 },
    { header: 'Telefone', key: 'tel', width: 16 },
    { header: 'E-mail', key: 'email', width: 28 },
    { header: 'Pessoas', key: 'size', width: 9 },
    { header: 'Situação', key: 'status', width: 14 },
    { header: 'Entrou', key: 'joined', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: 'Chamado', key: 'called', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  ];
  for (const t of tickets) {
    ticketSheet
      .addRow({
        fila: names.get(t.queue_id) ?? '',
        nome: t.name,
        tel: t.phone,
        email: t.email,
        size: t.group_size,
        status: STATUS[t.status] ?? t.status,
        joined: brasilia(t.joined_at),
        called: brasilia(t.called_at),
      })
      .commit();
  }
  ticketSheet.commit();

  const payments = workbook.addWorksheet('Pagamentos de planos');
  payments.columns = [
    { header: 'Data', key: 'data', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: 'Descrição', key: 'desc', width: 40 },
    { header: 'Valor (R$)', key: 'valor', width: 14, style: { numFmt: '"R$" #,##0.00' } },
    { header: 'Situação', key: 'status', width: 12 },
  ];
  for (const p of await services.subscriptionPayments.listForEstablishment(id)) {
    payments
      .addRow({
        data: brasilia(p.settled_at ?? p.created_at),
        desc: p.description,
        valor: p.amount_cents / 100,
        status: p.status,
      })
      .commit();
  }
  payments.commit();
  await workbook.commit();
  await finished;
  return {
    filename: `vez-backup-${String(spec.week ?? 'semanal')}.xlsx`,
    content: Buffer.concat(chunks),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
