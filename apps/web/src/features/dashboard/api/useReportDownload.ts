import { useMutation } from '@tanstack/react-query';
import type { DayRange } from '../period';
import { downloadReport, type ReportFormat } from './dashboard-api';

/** Hands a fetched file to the browser as a download, under the server's suggested name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: let it live a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name the server uses, for when its header cannot be read. */
export function fallbackFileName(format: ReportFormat, range: DayRange): string {
  return `vez-relatorio-${range.ate}.${format}`;
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
