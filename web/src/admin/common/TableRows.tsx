import type { Key, ReactNode } from 'react';

/**
 * A plain table's header row and body (issue #23: written once for the raw member records, the
 * register of members and the privacy search's records): one column heading per entry of `head`,
 * then one row per entry of `rows`, a cell per value. Goes inside the table, after its caption.
 * @param head the column headings, in order
 * @param rows each row's cells, in the order of `head`
 * @param keys each row's React key, in the order of `rows` (default: its position)
 */
export function TableRows({ head, rows, keys }: { head: readonly string[]; rows: readonly (readonly ReactNode[])[]; keys?: readonly Key[] }) {
  return (
    <>
      <thead>
        <tr>
          {head.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={keys?.[i] ?? i}>
            {row.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}
