/** Saves a file the page holds, under `fileName`, as a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL is kept a little in case it reads it late.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
