// Loaded by the kiosk's form on first focus, so the start screen draws without zod.
import { GUEST_PHONE_REQUIRED, kioskJoinSchema } from '@vez/domain';
import { z } from 'zod';

/**
 * The kiosk's form: the domain's join without the queue (the screen chose it), plus whether that queue
 * asks for a phone, which the server would refuse only after the request.
 */
export const kioskFormSchema = kioskJoinSchema
  .omit({ filaId: true })
  .extend({ precisaCelular: z.boolean() })
  .superRefine((value, ctx) => {
    if (value.precisaCelular && value.telefone === '') {
      ctx.addIssue({ code: 'custom', path: ['telefone'], message: GUEST_PHONE_REQUIRED });
    }
  });
export type KioskFormInput = z.input<typeof kioskFormSchema>;
export type KioskForm = z.output<typeof kioskFormSchema>;
