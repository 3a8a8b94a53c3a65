import { uploadSrcSet } from './image-variants';

const id = '0b6f3c1e-8f4a-4c1e-9d7a-2f1e5c3b9a10';

describe('uploadSrcSet (issue #7 responsive images)', () => {
  it('lists the thumb and web variants of an upload, from its original or web URL', () => {
    const expected = `/uploads/2026/${id}/thumb.webp 400w, /uploads/2026/${id}/web.webp 1600w`;
    expect(uploadSrcSet(`/uploads/2026/${id}/original.jpeg`)).toBe(expected);
    expect(uploadSrcSet(`/uploads/2026/${id}/web.webp`)).toBe(expected);
  });

  it('gives nothing for images without variants', () => {
    expect(uploadSrcSet('/uploads/seed/project-1.svg')).toBeUndefined();
    expect(uploadSrcSet('https://example.org/a.jpg')).toBeUndefined();
    expect(uploadSrcSet(null)).toBeUndefined();
    expect(uploadSrcSet(`/uploads/2026/${id}/../secret/web.webp`)).toBeUndefined();
  });
});
