// Loaded by the guest's form when it opens, so the queue's page draws without zod.
import { GUEST_PHONE_REQUIRED, guestJoinSchema } from '@vez/domain';
import { z } from 'zod';

/**
 * 'Entrar sem cadastro': the domain's guest join, plus whether this queue asks for a phone, which the
 * server would refuse only after the request.
 */
export const guestJoinFormSchema = guestJoinSchema
  .extend({ precisaCelular: z.boolean() })
  .superRefine((value, ctx) => {
    if (value.precisaCelular && value.telefone === '') {
      ctx.addIssue({ code: 'custom', path: ['telefone'], message: GUEST_PHONE_REQUIRED });
    }
  });
export type GuestJoinFormInput = z.input<typeof guestJoinFormSchema>;
export type GuestJoinForm = z.output<typeof guestJoinFormSchema>;
