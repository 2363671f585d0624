/** How long a saved file's object URL is kept: the browser has taken the bytes long before. */
const KEEP_URL_MS = 60_000;

/** Saves bytes fetched by the page as a file, as a link with `download` would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
