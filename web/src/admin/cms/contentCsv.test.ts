import { contentTypes } from '../../../../shared/content-fields';
import type { CmsItem } from './collections';
import { contentCsv } from './contentCsv';

const project = (title: string): CmsItem => ({
  id: 'p1',
  status: 'PUBLISHED',
  createdAt: '2026-03-05T01:00:00Z',
  updatedAt: '2026-03-05T01:00:00Z',
  isDeleted: false,
  rowVersion: 1,
  title,
  priority: 2,
  completionPercentage: 40,
});

describe('CMS CSV export (issue #20: accented names must open in Excel, as the members CSV does)', () => {
  it('starts with the UTF-8 byte order mark, once, before the header', () => {
    const csv = contentCsv(contentTypes.PROJECT, [project('Café Grüße')]);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The list's columns first and in order (issue #33: every other field follows).
    expect(csv.split('\r\n')[0].startsWith('\uFEFFTitle,Priority,Completion percentage,Status,Created,')).toBe(true);
    expect(csv.match(/\uFEFF/g)).toHaveLength(1);
  });

  it('keeps accented text intact after the mark', () => {
    const csv = contentCsv(contentTypes.PROJECT, [project('Café Grüße')]);
    expect(Buffer.from(csv, 'utf8').toString('utf8').split('\r\n')[1]).toMatch(/^Café Grüße,/);
  });
});

describe('CMS CSV export carries every content field (issue #33)', () => {
  it('has a column for each declared field, each field the server fills, Updated and Id, for every type', () => {
    for (const decl of Object.values(contentTypes)) {
      const header = contentCsv(decl, [])
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        .split(',');
      for (const field of decl.fields) expect(header).toContain(field.label);
      expect(header.length).toBe(decl.fields.length + (decl.serverFields ?? []).length + (decl.countColumns ?? []).length + 4);
      expect(header.slice(-2)).toEqual(['Updated', 'Id']);
    }
  });

  it("writes a project's description and slug, not only the list's columns", () => {
    const csv = contentCsv(contentTypes.PROJECT, [{ ...project('Footpaths'), description: 'Fix the footpaths', slug: 'footpaths' }]);
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.split(','));
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Description')).toBe('Fix the footpaths');
    expect(cell('Slug')).toBe('footpaths');
    expect(cell('Id')).toBe('p1');
  });
});

describe('CMS CSV cells (RFC 4180, formulas neutralised; issue #32: written by csv-stringify)', () => {
  it('quotes cells with commas, quotes or line breaks, doubles inner quotes, and defuses formulas', () => {
    const row = contentCsv(contentTypes.PROJECT, [project('a, "b"\nc')])
      .split('\r\n')
      .slice(1)
      .join('\r\n');
    expect(row.startsWith('"a, ""b""\nc",')).toBe(true);
    expect(
      contentCsv(contentTypes.PROJECT, [project('=SUM(A1)')])
        .split('\r\n')[1]
        .startsWith("'=SUM(A1),"),
    ).toBe(true);
    expect(
      contentCsv(contentTypes.PROJECT, [project('plain')])
        .split('\r\n')[1]
        .startsWith('plain,'),
    ).toBe(true);
  });
});
