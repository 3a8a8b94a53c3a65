import { downloadFile } from '../../shared/downloadFile';

/**
 * Saves CSV text as a file in the browser (SPEC §7 Export), through {@link downloadFile}.
 */
export function downloadCsv(filename: string, content: string): void {
  downloadFile(filename, content, 'text/csv');
}
