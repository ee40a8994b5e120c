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
});
