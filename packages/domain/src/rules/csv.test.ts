import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('Ayşe "Av." Yılmaz')).toBe('"Ayşe ""Av."" Yılmaz"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
  });

  it.each(['=HYPERLINK("x")', '+90', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j from running as a formula',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('keeps semicolons and line breaks inside a quoted cell', () => {
    expect(toCsv(['a'], [['x;y\nz']])).toBe(`${CSV_BOM}"a"\r\n"x;y\nz"\r\n`);
  });

  it('writes a header and rows with semicolons and CRLF, after a BOM', () => {
    expect(toCsv(['Ad', 'Tutar'], [['Ali', csvAmount(1234.5)]])).toBe(
      `${CSV_BOM}"Ad";"Tutar"\r\n"Ali";"1234,50"\r\n`,
    );
  });
});
