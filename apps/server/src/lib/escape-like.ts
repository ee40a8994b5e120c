/** Backslash is LIKE's default escape, so user input can never act as a wildcard. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
