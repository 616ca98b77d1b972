/** The headers of a file to save rather than show: named `fileName`, never kept by a cache. */
export const downloadHeaders = (type: string, fileName: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
});
