/**
 * Makes a cell safe to open in a spreadsheet: text starting with =, +, -, @, tab or carriage
 * return is prefixed with an apostrophe so it is not run as a formula (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
