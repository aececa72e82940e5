/**
 * OpenAPI descriptions of answers that are not JSON (files, pictures, event streams). They are plain
 * OpenAPI response objects, not zod schemas: the server's docs transform passes them through as they are.
 */
export interface FileResponse {
  description: string;
  content: Record<string, { schema: { type: 'string'; format?: 'binary' } }>;
}

export function fileResponse(mediaType: string, description: string): FileResponse {
  return { description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } };
}

export const PDF_MEDIA_TYPE = 'application/pdf';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
