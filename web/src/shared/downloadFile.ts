/**
 * Saves text as a file in the browser: a Blob behind a temporary `<a download={filename}>` that is
 * clicked and removed; the object URL is released afterwards.
 * @param type the MIME type, e.g. "application/json"
 */
export function downloadFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
