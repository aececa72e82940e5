/** Hands a fetched file to the browser as a download, under the given name. */
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
