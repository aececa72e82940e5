import { z } from '../zod';
import { PERIOD_MESSAGES, periodDayError, periodErrors } from './report-period';

// Apart from report-period.ts, so a screen that only shows Brasília days needs no schema library.

const dayField = z.string({ error: PERIOD_MESSAGES.dayFormat }).superRefine((value, ctx) => {
  const error = periodDayError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

/** `?de=AAAA-MM-DD&ate=AAAA-MM-DD`: both or neither (then today). The rules are `periodErrors`'. */
export const reportPeriodQuerySchema = z
  .object({ de: dayField.optional(), ate: dayField.optional() })
  .superRefine((value, ctx) => {
    // zod runs this even when a day already failed: those are reported once, by the day's own check.
    if ([value.de, value.ate].some((day) => day !== undefined && periodDayError(day))) return;
    for (const [field, message] of Object.entries(periodErrors(value.de, value.ate))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
