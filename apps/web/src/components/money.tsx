import { formatRupees } from '@app/shared';

export function Money({ rupees }: { rupees: number }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatRupees(rupees)}</span>;
}
