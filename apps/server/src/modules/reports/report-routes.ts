import {
  advancedStatsSchema,
  dataEnvelope,
  errorResponses,
  establishmentStatsSchema,
  fileResponse,
  hourlyServedRowSchema,
  PDF_MEDIA_TYPE,
  PRIVATE_ERRORS,
  paidAdvancesSchema,
  queueStatsRowSchema,
  reportFileName,
  reportPeriodQuerySchema,
  resolvePeriod,
  XLSX_MEDIA_TYPE,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { collectReport } from './collect-report';
import { getAdvancedStats } from './get-advanced-stats';
import { getEstablishmentStats } from './get-establishment-stats';
import { getHourlyServed } from './get-hourly-served';
import { getPaidAdvances } from './get-paid-advances';
import { getQueueStats } from './get-queue-stats';
import { renderReportPdf } from './render-report-pdf';
import { renderReportXlsx } from './render-report-xlsx';
import { requireOwnEstablishment, requireProfissional } from './report-scope';

const tags = ['Estatísticas'];
const security = [{ bearerAuth: [] }];
const querystring = reportPeriodQuerySchema;
const errors = errorResponses(...PRIVATE_ERRORS);
const answers = <T extends z.ZodType>(data: T) => ({ 200: dataEnvelope(data), ...errors });

/**
 * The establishment's statistics and reports (docs/reports.md; issue 13). Periods are whole
 * Brasília days (`?de=AAAA-MM-DD&ate=AAAA-MM-DD`, today when omitted). Static paths, so they win over
 * `/establishments/:id`.
 */
export async function reportRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');
  const periodOf = (query: { de?: string; ate?: string }) => resolvePeriod(query, services.clock.now());

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Cartões e distribuição do dashboard no período',
        querystring,
        security,
        response: answers(establishmentStatsSchema),
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await getEstablishmentStats(services, callerOf(request).userId, periodOf(request.query)),
    }),
  );

  app.get(
    '/stats/filas',
    {
      schema: {
        tags,
        summary: 'Por fila: aguardando, atendidos e tempo médio real',
        querystring,
        security,
        response: answers(z.array(queueStatsRowSchema)),
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await getQueueStats(services, callerOf(request).userId, periodOf(request.query)),
    }),
  );

  app.get(
    '/:id/atendimentos-por-hora',
    {
      schema: {
        tags,
        summary: 'Atendimentos por hora (horário de Brasília)',
        params: idParams,
        querystring,
        security,
        response: answers(z.array(hourlyServedRowSchema)),
      },
      onRequest: establishment,
    },
    async (request) => {
      await requireOwnEstablishment(services, callerOf(request), request.params.id);
      return {
        success: true,
        data: await getHourlyServed(services, request.params.id, periodOf(request.query)),
      };
    },
  );

  app.get(
    '/stats/avancado',
    {
      schema: {
        tags,
        summary: 'Estatísticas avançadas (Profissional)',
        querystring,
        security,
        response: answers(advancedStatsSchema),
      },
      onRequest: establishment,
    },
    async (request) => {
      await requireProfissional(services, callerOf(request));
      return {
        success: true,
        data: await getAdvancedStats(services, callerOf(request).userId, periodOf(request.query)),
      };
    },
  );

  app.get(
    '/stats/avancos',
    {
      schema: {
        tags,
        summary: 'Avanços pagos e ganhos (Profissional)',
        querystring,
        security,
        response: answers(paidAdvancesSchema),
      },
      onRequest: establishment,
    },
    async (request) => {
      await requireProfissional(services, callerOf(request));
      return {
        success: true,
        data: await getPaidAdvances(services, callerOf(request).userId, periodOf(request.query)),
      };
    },
  );

  const exportRoute = (extension: 'pdf' | 'xlsx') =>
    app.get(
      `/relatorio.${extension}`,
      {
        schema: {
          tags,
          summary: `Relatório do período em ${extension.toUpperCase()} (Profissional)`,
          querystring,
          security,
          response: {
            200: fileResponse(
              extension === 'pdf' ? PDF_MEDIA_TYPE : XLSX_MEDIA_TYPE,
              `Relatório em ${extension.toUpperCase()} (anexo)`,
            ),
            ...errors,
          },
        },
        onRequest: establishment,
      },
      async (request, reply) => {
        await requireProfissional(services, callerOf(request));
        const period = periodOf(request.query);
        const data = await collectReport(services, callerOf(request).userId, period);
        return reply
          .type(extension === 'pdf' ? PDF_MEDIA_TYPE : XLSX_MEDIA_TYPE)
          .header('Content-Disposition', `attachment; filename="${reportFileName(period, extension)}"`)
          .header('Cache-Control', 'no-store')
          .send(extension === 'pdf' ? renderReportPdf(data) : renderReportXlsx(data));
      },
    );
  exportRoute('pdf');
  exportRoute('xlsx');
}
