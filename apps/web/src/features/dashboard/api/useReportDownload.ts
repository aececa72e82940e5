import { useMutation } from '@tanstack/react-query';
import { reportFileName } from '@vez/domain';
import { saveFile } from '../../../lib/save-file';
import type { DayRange } from '../period';
import { downloadReport, type ReportFormat } from './dashboard-api';

/** The file name the server uses (it names the period), for when its header cannot be read. */
export function fallbackFileName(format: ReportFormat, range: DayRange): string {
  return reportFileName(range, format);
}

/** 'Exportar': fetches the period's report with the establishment's token and saves it. */
export function useReportDownload() {
  return useMutation({
    mutationFn: async ({ format, range }: { format: ReportFormat; range: DayRange }) => {
      const file = await downloadReport(format, range);
      saveFile(file.blob, file.fileName ?? fallbackFileName(format, range));
      return format;
    },
  });
}
