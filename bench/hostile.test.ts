import { GRAPHQL_LIMITS } from '../server/src/api/graphql/graphql-limits';
import { projectRoot } from '../server/src/config';
import { HostileQueryBuilder, LONG_SEARCH } from './hostile';
import { limits } from '../shared/limits';

describe('hostile queries of the bench (issue #16 item 5)', () => {
  const builder = HostileQueryBuilder.fromProject(projectRoot());

  it('are each accepted by the limits, as close to the maximum cost as their shape allows', () => {
    const queries = builder.all();
    expect(queries.length).toBeGreaterThanOrEqual(10);
    for (const q of queries) {
      expect(builder.accepted(q.query)).toBe(q.cost);
      expect(q.cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    }
  });

  it('searches with the longest text the API takes', () => {
    expect(LONG_SEARCH).toHaveLength(limits.searchMaxLength);
  });
});
