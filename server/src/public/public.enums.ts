/** Which events a public list shows (SPEC §4 Events, public side). */
export enum EventWhen {
  UPCOMING = 'upcoming',
  PAST = 'past',
  ALL = 'all',
}

/** What a search result is (issue #22 /search). */
export enum SearchKind {
  PROJECT = 'PROJECT',
  EVENT = 'EVENT',
  NEWS = 'NEWS',
  RESOURCE = 'RESOURCE',
  ALBUM = 'ALBUM',
}
