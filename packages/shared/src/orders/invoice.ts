/**
 * Tax invoices (decision 045): each paid order gets the next number of the invoice series of its
 * financial year (April to March, in India), and a refund the next of the credit-note series. The
 * number is `SERIES/YY-YY/NNNNNN`, e.g. `CE/26-27/000001`: 15 characters, inside the 16 that Rule
 * 46(b) of the CGST Rules allows. The payment's statement (apps/server/src/modules/orders/orders.repo.ts)
 * takes it under the series row's lock and prints it as `documentNumber` does (its SQL twin).
 */
import { indiaDate } from '../india-day.ts';

export const INVOICE_SERIES = 'CE';
export const CREDIT_NOTE_SERIES = 'CN';
export const INVOICE_NUMBER_DIGITS = 6;

/** `26-27` for any instant from 1 April 2026 to 31 March 2027, in India. */
export function financialYearOf(instant: Date): string {
  const [year = 0, month = 0] = indiaDate(instant).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** The document number as printed: the series, the financial year, the number in six digits. */
export function documentNumber(series: string, financialYear: string, n: number): string {
  return `${series}/${financialYear}/${String(n).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}
