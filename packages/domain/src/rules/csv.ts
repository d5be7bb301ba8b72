/**
 * CSV the way a Turkish spreadsheet opens it: a byte-order mark so Excel reads UTF-8, semicolons
 * between cells (the comma is the decimal mark here), CRLF line ends, every cell quoted. A cell
 * that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed
 * with an apostrophe, so a name a lawyer typed can never become a formula on the operator's desk.
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** An amount in TL as the spreadsheet shows it: '1234,50'. */
export function csvAmount(tl: number): string {
  return tl.toFixed(2).replace('.', ',');
}
