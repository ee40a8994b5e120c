import { describe, expect, it } from 'vitest';
import { ANONYMOUS, firstName, shownFirstName } from './first-name.ts';

describe('firstName', () => {
  it('is the first word of the name, whatever the spaces around and between', () => {
    expect(firstName('Priya Raman')).toBe('Priya');
    expect(firstName('  Arun \t Kumar ')).toBe('Arun');
    expect(firstName('Kavya')).toBe('Kavya');
  });

  it('is empty for no name, and a reader sees Anonymous instead', () => {
    for (const none of [null, undefined, '', '   ']) {
      expect(firstName(none)).toBe('');
      expect(shownFirstName(none)).toBe(ANONYMOUS);
    }
    expect(shownFirstName('Meena S')).toBe('Meena');
  });
});
