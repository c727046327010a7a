// Exports as CSV, for spreadsheets: quoted by csv-stringify, and no cell a spreadsheet would run as a formula.
import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return first) is kept as text. */
const inert = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

export function toCsv(header: string[], rows: unknown[][]): string {
  return stringify([header, ...rows.map((row) => row.map(inert))]);
}
