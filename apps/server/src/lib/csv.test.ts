import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 'plain'])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect(csvLine([12.5, -3, true, null, undefined])).toBe('12.5,-3,true,,\r\n');
  });

  it('keeps formula-like text as text (CSV injection)', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98400')).toBe("'+91 98400");
    expect(csvCell('@home')).toBe("'@home");
  });

  it('keeps text after any separator a spreadsheet may split on as text (semicolon, tab, pipe, line break)', () => {
    expect(csvCell('Tasty;=HYPERLINK("http://evil","x")')).toBe(`"Tasty;'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('a; +1')).toBe("a; '+1");
    expect(csvCell('a|@SUM(1)')).toBe("a|'@SUM(1)");
    expect(csvCell('a\t-2+3')).toBe("a\t'-2+3");
    expect(csvCell('a,"=1+1"')).toBe(`"a,""'=1+1"""`);
    expect(csvCell('line\n=cmd')).toBe(`"line\n'=cmd"`);
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Half-boiled egg')).toBe('Half-boiled egg');
  });
});
