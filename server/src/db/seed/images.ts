import fs from 'node:fs';
import path from 'node:path';

const palette = ['#2f6f4e', '#3b7ea1', '#b3543b', '#7a5c99', '#c28b2c', '#4a7d6b', '#8a4f6d', '#36607d'];

/**
 * Writes a generated SVG placeholder picture (no network) and returns its public URL.
 * @param uploadsDir DATA_DIR/uploads
 * @param name file name without extension
 * @param label text drawn on the picture
 * @param index picks the colour
 */
export function writeSeedImage(uploadsDir: string, name: string, label: string, index: number): string {
  const dir = path.join(uploadsDir, 'seed');
  fs.mkdirSync(dir, { recursive: true });
  const colour = palette[index % palette.length];
  const accent = palette[(index + 3) % palette.length];
  const safe = label.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${safe}">
<rect width="1200" height="800" fill="${colour}"/>
<circle cx="${200 + ((index * 137) % 800)}" cy="${180 + ((index * 71) % 300)}" r="160" fill="${accent}" opacity="0.55"/>
<path d="M0 620 L300 470 L560 600 L850 420 L1200 580 L1200 800 L0 800 Z" fill="#ffffff" opacity="0.18"/>
<text x="600" y="420" font-family="sans-serif" font-size="64" fill="#ffffff" text-anchor="middle">${safe}</text>
</svg>`;
  fs.writeFileSync(path.join(dir, `${name}.svg`), svg);
  return `/uploads/seed/${name}.svg`;
}

/**
 * Writes a small generated text document for a seeded resource.
 * @returns its public URL and size in bytes
 */
export function writeSeedDocument(uploadsDir: string, name: string, title: string): { url: string; size: number } {
  const dir = path.join(uploadsDir, 'seed');
  fs.mkdirSync(dir, { recursive: true });
  const body = `${title}\n\nGreenfield Residents Association — demo document.\nThis file was generated for the demo content.\n`;
  fs.writeFileSync(path.join(dir, name), body);
  return { url: `/uploads/seed/${name}`, size: Buffer.byteLength(body) };
}
