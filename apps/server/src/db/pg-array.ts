/**
 * A PostgreSQL array literal (`{"a","b"}`) for ONE query parameter cast to an array type
 * (`${pgArray(ids)}::uuid[]`): many values in one parameter, as `unnest` reads them. Every element
 * is quoted, so commas, quotes and braces in text stay inside their element.
 */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
