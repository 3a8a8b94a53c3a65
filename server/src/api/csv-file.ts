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
