import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api/errors';
import section from './DetailSection.module.css';

interface SectionLoadStateProps {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** Said while the section's data is on its way. */
  loading: string;
  /** Said when it could not be read and the server gave no message of its own. */
  failed: string;
}

/**
 * A queue-detail section whose data is not there (yet): a note while it loads, the error with
 * 'Tentar Novamente' when it failed; nothing once it is there. The rest of the page stays usable.
 */
export function SectionLoadState({ query, loading, failed }: SectionLoadStateProps) {
  if (query.isPending)
    return (
      <p className={section.note} role="status">
        {loading}
      </p>
    );
  if (!query.isError) return null;
  return (
    <Alert tone="error">
      {errorMessage(query.error, failed)}{' '}
      <Button variant="ghost" onClick={() => void query.refetch()}>
        Tentar Novamente
      </Button>
    </Alert>
  );
}
