import { Field, Int, ObjectType } from 'type-graphql';

/** A CSV file produced on the server for staff to download. */
@ObjectType({ description: 'A CSV file for download: name, content and row count.' })
export class CsvFile {
  @Field({ description: 'Suggested file name.' })
  filename: string;
  @Field({ description: 'CSV text (RFC 4180, CRLF line ends).' })
  content: string;
  @Field(() => Int, { description: 'Number of data rows.' })
  rows: number;
}

/**
 * Makes a cell safe to open in a spreadsheet: text starting with =, +, -, @, tab or carriage
 * return is prefixed with an apostrophe so it is not run as a formula (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
