import { errorMessage } from '../../lib/api/errors';
import { Alert } from './Alert';

interface MutationFeedbackProps {
  /** The mutation (or anything with its two flags) whose last outcome is told. */
  result: { isError: boolean; error: unknown; isSuccess?: boolean };
  /** Said when the refusal has no message of its own (the server's message comes first, decision 007). */
  errorFallback: string;
  /** Said once it succeeded: the server's own message, or the screen's; nothing when absent. */
  successMessage?: string | undefined;
}

/**
 * What a form's last press came to, beside it: the server's refusal (or the fallback) as an error, or its
 * success message. The toasts of the queue actions are the other way, for presses with no form around.
 */
export function MutationFeedback({ result, errorFallback, successMessage }: MutationFeedbackProps) {
  if (result.isError) return <Alert tone="error">{errorMessage(result.error, errorFallback)}</Alert>;
  if (result.isSuccess && successMessage) return <Alert tone="success">{successMessage}</Alert>;
  return null;
}
