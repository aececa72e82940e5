import { DAY_MS } from '../plans/plan-timeline';
import { z } from '../zod';
import { MAX_PERIOD_DAYS } from './report-period';

// Apart from report-period.ts, so a screen that only shows Brasília days needs no schema library.

const dayField = z.string({ error: 'Data inválida (use AAAA-MM-DD)' }).superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'Data inválida (use AAAA-MM-DD)' });
  } else if (
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    !new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  ) {
    ctx.addIssue({ code: 'custom', message: 'Data inválida' });
  }
});

/** `?de=AAAA-MM-DD&ate=AAAA-MM-DD`: both or neither (then today). */
export const reportPeriodQuerySchema = z
  .object({ de: dayField.optional(), ate: dayField.optional() })
  .superRefine((value, ctx) => {
    if ((value.de === undefined) !== (value.ate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.de ? 'ate' : 'de'],
        message: 'Informe as duas datas do período',
      });
      return;
    }
    if (value.de && value.ate) {
      if (value.de > value.ate) {
        ctx.addIssue({
          code: 'custom',
          path: ['ate'],
          message: 'A data final deve ser igual ou posterior à inicial',
        });
      } else if ((Date.parse(value.ate) - Date.parse(value.de)) / DAY_MS >= MAX_PERIOD_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['ate'],
          message: `O período pode ter no máximo ${MAX_PERIOD_DAYS} dias`,
        });
      }
    }
  });
