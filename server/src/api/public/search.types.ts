import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../page-type';
import type { TextPart } from '../../common/text-search';
import { SearchKind } from '../../public/public.enums';
import type { SearchResult as SearchResultModel } from '../../public/search.models';

registerEnumType(SearchKind, {
  name: 'SearchKind',
  description: 'The kind of a site search result: project, event, news item, resource or gallery album.',
});

/** A piece of highlighted text. */
@ObjectType({ simpleResolvers: true, description: 'A piece of a highlighted text; `match` when it is one of the searched words.' })
export class SearchTextPart implements TextPart {
  @Field({ description: 'The text of this piece (plain text, never HTML).' })
  text: string;

  @Field({ description: 'Whether this piece matched a searched word (shown highlighted).' })
  match: boolean;
}

/** One item found by the site search. */
@ObjectType({ simpleResolvers: true, description: 'One published item found by the site search (issue #22).' })
export class SearchResult implements SearchResultModel {
  @Field(() => SearchKind, { description: 'What the item is.' })
  kind: SearchKind;

  @Field({ description: 'The item’s title (an album: its name).' })
  title: string;

  @Field({ description: 'Where the item is on the public site, e.g. /events/neighbourhood-picnic.' })
  path: string;

  @Field(() => [SearchTextPart], { description: 'The title in pieces, the matched words marked.' })
  titleParts: SearchTextPart[];

  @Field(() => [SearchTextPart], {
    description: 'A short extract around the matches (description and text), the matched words marked; empty when the match is in the title only.',
  })
  snippet: SearchTextPart[];

  @Field(() => Float, { description: 'Relevance (higher first): title matches weigh most, then description, then the rest.' })
  rank: number;

  @Field(() => Date, { nullable: true, description: 'The item’s date: an event’s start, else its publication.' })
  date: Date | null;
}

export const SearchResultPage = PageType(SearchResult, 'SearchResultPage');
