/**
 * Saves CSV text as a file the browser downloads: the catalogue export and the order export (issue 24). A byte-order
 * mark goes first, so spreadsheets read GH₵ and accented names as UTF-8.
 */
export function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
