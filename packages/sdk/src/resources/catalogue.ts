import type { Requester, RequestOptions } from '../request.js';

/**
 * `sdk.catalogue`: a shop's catalogue as CSV (issue 24; docs/catalogue-csv.md), for its owner, staff and admins.
 * The template needs no call: `catalogueTemplateCsv()`.
 */
export function catalogueResource(request: Requester) {
  return {
    /**
     * `POST /business/{id}/catalogue/preview`: every row checked as a product write would be, with what importing
     * it would do (create, update, unchanged) or its errors. Changes nothing. A file that cannot be read at all
     * (no header, an unknown column, too many rows) is refused with 400 and the reason.
     */
    preview: async (businessId: number, csv: string, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: `/business/${businessId}/catalogue/preview`,
          body: { data: { csv } },
          schema: 'cataloguePreviewResponse',
          fallback: 'Failed to preview the file',
          options,
        })
      ).data,
    /**
     * `POST /business/{id}/catalogue/import`: checks the file again and applies every row in one transaction, or
     * nothing (400 when a row has errors). Idempotent on SKU: importing the same file again changes nothing. Pass
     * `options.onUploadProgress` to follow the upload.
     */
    import: async (businessId: number, csv: string, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: `/business/${businessId}/catalogue/import`,
          body: { data: { csv } },
          schema: 'catalogueImportResponse',
          fallback: 'Failed to import the file',
          options,
        })
      ).data,
    /** `GET /business/{id}/catalogue.csv`: the shop's products in the import's format (CSV text). */
    export: async (businessId: number, options?: RequestOptions) =>
      request({
        path: `/business/${businessId}/catalogue.csv`,
        schema: 'catalogueCsvResponse',
        fallback: 'Failed to export the catalogue',
        options: { ...options, headers: { accept: 'text/csv', ...options?.headers } },
      }),
  };
}
