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
    expect(csv.split('\r\n')[0]).toBe('\uFEFFTitle,Priority,Completion percentage,Status,Created');
    expect(csv.match(/\uFEFF/g)).toHaveLength(1);
  });

  it('keeps accented text intact after the mark', () => {
    const csv = contentCsv(contentTypes.PROJECT, [project('Café Grüße')]);
    expect(Buffer.from(csv, 'utf8').toString('utf8').split('\r\n')[1]).toMatch(/^Café Grüße,/);
  });
});
