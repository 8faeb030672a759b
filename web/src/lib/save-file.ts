/**
 * Saves a blob as a file through a temporary link, as the browser's own download would. The object URL is released a
 * second later, not at once: some browsers start reading it only after the click's task has ended.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
