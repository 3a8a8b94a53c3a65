/** What a pdfkit document is to {@link pdfBytes}: a stream of chunks that ends or fails. */
interface PdfStream {
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * The whole file a pdfkit document writes (the membership form, receipts): call before drawing,
 * `doc.end()` after, then await the promise.
 * @returns the PDF's bytes once the document ends; rejects when it fails
 */
export function pdfBytes(doc: PdfStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
