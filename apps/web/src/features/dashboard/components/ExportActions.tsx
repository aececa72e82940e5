import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api/errors';
import { PLANS_PATH } from '../../plans';
import type { ReportFormat } from '../api/dashboard-api';
import { useReportDownload } from '../api/useReportDownload';
import type { DayRange } from '../period';
import styles from './Dashboard.module.css';

export const EXPORT_ERROR = 'Erro ao gerar o relatório. Tente novamente.';

const FORMATS: { format: ReportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'xlsx', label: 'Planilha XLSX' },
];

/**
 * 'Exportar' (docs/reports.md): the period's report as PDF or spreadsheet, for Profissional. Other plans see
 * what it is and the way to the plan, never a button that does nothing.
 */
export function ExportActions({ range, profissional }: { range: DayRange | null; profissional: boolean }) {
  const download = useReportDownload();
  if (!profissional) {
    return (
      <div className={styles.exportBox}>
        <p className={styles.exportTitle}>Exportar relatório</p>
        <p className={styles.exportNote}>
          Relatórios do período em PDF e planilha são do plano Profissional.{' '}
          <Link to={PLANS_PATH}>Conheça o plano Profissional</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.exportBox}>
      <p className={styles.exportTitle}>Exportar</p>
      <div className={styles.exportButtons}>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            disabled={range === null || download.isPending}
            loading={download.isPending && download.variables?.format === format}
            aria-label={`Exportar ${label}`}
            onClick={() => range && download.mutate({ format, range })}
          >
            {label}
          </Button>
        ))}
      </div>
      <div aria-live="polite" className={styles.exportStatus}>
        {download.isPending && <span>Gerando relatório...</span>}
      </div>
      {download.isError && (
        <p role="alert" className={styles.exportError}>
          {errorMessage(download.error, EXPORT_ERROR)}
        </p>
      )}
    </div>
  );
}
