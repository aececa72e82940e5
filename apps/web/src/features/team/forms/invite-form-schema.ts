import { inviteMemberSchema } from '@vez/domain';

// Loaded only by the form's resolver (lazyZodResolver): the page itself bundles no zod (issue 18).
export const inviteFormSchema = inviteMemberSchema;
