import fs from 'node:fs';
import path from 'node:path';
import { lazyModule } from '../../common/lazy-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when seeding (lazy-module.ts)
const sharpModule = lazyModule(() => require('sharp') as typeof import('sharp'));

const palette = ['#2f6f4e', '#3b7ea1', '#b3543b', '#7a5c99', '#c28b2c', '#4a7d6b', '#8a4f6d', '#36607d'];

/** Width and height of a seeded picture, in pixels: the size of a typical upload's largest variant. */
export const SEED_PICTURE_SIZE = { width: 900, height: 600 } as const;

/**
 * The demo content's pictures (issue 2 "Start"; issue #7: the demo behaves like a site with real
 * photos). Each is drawn as an SVG (no network) and written as a WebP photo with sharp: a picture
 * a page shows large is then what a browser treats as its largest content, as a resident's photo
 * would be, so the demo's Lighthouse figures hold for real content.
 * `add` gives the URL at once, so the rows can be written in the seed's transaction;
 * `write` draws the files afterwards, outside it.
 */
export class SeedPictures {
  private readonly pending: Array<{ file: string; svg: string }> = [];

  /** @param uploadsDir DATA_DIR/uploads */
  constructor(private readonly uploadsDir: string) {}

  /**
   * Plans a picture and returns its public URL.
   * @param name file name without extension
   * @param label text drawn on the picture
   * @param index picks the colours and the shapes' places
   * @returns `/uploads/seed/<name>.webp`
   */
  add(name: string, label: string, index: number): string {
    const colour = palette[index % palette.length];
    const accent = palette[(index + 3) % palette.length];
    const safe = label.replace(/[<>&"']/g, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="${200 + ((index * 137) % 800)}" cy="${180 + ((index * 71) % 300)}" r="160" fill="${accent}" opacity="0.55"/>
<path d="M0 620 L300 470 L560 600 L850 420 L1200 580 L1200 800 L0 800 Z" fill="#ffffff" opacity="0.18"/>
<text x="600" y="420" font-family="sans-serif" font-size="64" fill="#ffffff" text-anchor="middle">${safe}</text>
</svg>`;
    this.pending.push({ file: path.join(this.uploadsDir, 'seed', `${name}.webp`), svg });
    return `/uploads/seed/${name}.webp`;
  }

  /**
   * Draws every planned picture into DATA_DIR/uploads/seed, two at a time (sharp works on libuv's
   * thread pool; the server is starting meanwhile).
   * @throws Error when sharp cannot draw or the file cannot be written
   */
  async write(): Promise<void> {
    fs.mkdirSync(path.join(this.uploadsDir, 'seed'), { recursive: true });
    // One libvips thread per picture and no operation cache: seeding happens once, at the first
    // start, and libvips' defaults (a thread per core, 50 MB of cached operations) made it the
    // first start's memory peak (issue #24 "Memory on a small server").
    const sharp = sharpModule();
    const threads = sharp.concurrency();
    sharp.concurrency(1);
    sharp.cache(false);
    const queue = this.pending.splice(0);
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await sharp(Buffer.from(next.svg)).resize(SEED_PICTURE_SIZE).webp({ quality: 80 }).toFile(next.file);
      }
    };
    try {
      await Promise.all([worker(), worker()]);
    } finally {
      sharp.concurrency(threads);
    }
  }
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
