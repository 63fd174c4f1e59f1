export type CsvCell = string | number | null

/**
 * A CSV document (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, quote or line break, its quotes doubled); null is an empty field. e.g.
 * `toCsv(['day', 'ggr'], [['2026-01-01', '1.5']])` is "day,ggr\r\n2026-01-01,1.5\r\n".
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const field = (cell: CsvCell) => {
    const text = cell === null ? '' : String(cell)
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }
  return [header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('')
}
