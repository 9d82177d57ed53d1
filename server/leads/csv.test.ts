import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+91 98765', `"'+91 98765"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a cell starting a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes every cell and doubles quotes, keeping commas and line breaks inside', () => {
    expect(csvCell('Door 4, "Lake View"\nChennai')).toBe('"Door 4, ""Lake View""\nChennai"');
  });

  it('leaves ordinary text (and a formula character later on) as it is', () => {
    expect(csvCell('Ravi = Kumar')).toBe('"Ravi = Kumar"');
    expect(csvCell('<b>bold</b>')).toBe('"<b>bold</b>"');
  });

  it('writes empty cells for missing values', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('neutralises a formula hidden behind a quote', () => {
    expect(csvCell('"=cmd"')).toBe('"""=cmd"""');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated row per record', () => {
    expect(toCsv(['name', 'phone'], [{ name: '=HYPERLINK("x")', phone: '9876543210' }])).toBe(
      `"name","phone"\r\n"'=HYPERLINK(""x"")","9876543210"\r\n`,
    );
  });
});
