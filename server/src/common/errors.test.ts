import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable } from './errors';

describe('isDatabaseUnavailable', () => {
  it('takes a statement cancelled by statement_timeout (57014, wrapped by TypeORM) as the database being busy', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(isDatabaseUnavailable({ driverError: cancelled })).toBe(true);
  });

  it('recognises lost connections however they are wrapped', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailable(reset)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    // TypeORM's QueryFailedError keeps the driver's error; GraphQL keeps the resolver's.
    expect(isDatabaseUnavailable(new GraphQLError('x', { originalError: Object.assign(new Error('q'), { driverError: reset }) }))).toBe(true);
    // graphql-js wraps a thrown value that is not an Error (of its realm) and keeps it as thrownValue.
    expect(isDatabaseUnavailable({ message: 'Unexpected error value', thrownValue: { code: 'ECONNRESET', syscall: 'read' } })).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('x'), reset]))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNRESET')).toBe(false);
  });
});
