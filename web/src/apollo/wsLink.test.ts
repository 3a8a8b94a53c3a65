import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import type { Client } from 'graphql-ws';
import * as ErrorCode from '../../../shared/error-codes';
import { createRenewingLink } from './wsLink';

type Sink = Parameters<Client['subscribe']>[1];

/** A stand-in for graphql-ws: records each subscribe; the test plays the server through the sinks. */
function fakeClient() {
  const sinks: Sink[] = [];
  const client: Pick<Client, 'subscribe'> = {
    subscribe: (_payload, sink) => {
      sinks.push(sink as Sink);
      return () => undefined;
    },
  };
  return { client, sinks };
}

/** Runs a subscription through the link and records what the app sees. */
function run(link: ApolloLink) {
  const seen: { next: unknown[]; error?: unknown; complete: boolean } = { next: [], complete: false };
  const operation = { query: parse('subscription { memberChanged { action } }'), variables: {}, operationName: undefined, extensions: {} };
  const execute = link.request.bind(link) as (op: unknown, forward: unknown) => ReturnType<ApolloLink['request']>;
  execute(operation, () => undefined)!.subscribe({
    next: (value) => seen.next.push(value),
    error: (error: unknown) => (seen.error = error),
    complete: () => (seen.complete = true),
  });
  return seen;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const REFUSED = { data: null, errors: [{ message: 'Please sign in.', extensions: { code: ErrorCode.UNAUTHENTICATED } }] };
const EVENT = { data: { memberChanged: { action: 'APPROVED' } } };

describe('subscriptions across the end of an access token (issue #16 item 1)', () => {
  it('renews the token and subscribes again when the server closes the socket with 4401', async () => {
    const { client, sinks } = fakeClient();
    const renew = jest.fn().mockResolvedValue(true);
    const reconnect = jest.fn().mockResolvedValue(undefined);
    const seen = run(createRenewingLink({ client, renew, reconnect }));
    sinks[0].error({ code: 4401, reason: 'Unauthorized' });
    await flush();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(sinks).toHaveLength(2);
    sinks[1].next(EVENT);
    expect(seen).toEqual({ next: [EVENT], complete: false });
  });

  it('renews after an UNAUTHENTICATED refusal and hides that refusal and its end from the app', async () => {
    const { client, sinks } = fakeClient();
    const seen = run(createRenewingLink({ client, renew: jest.fn().mockResolvedValue(true), reconnect: jest.fn().mockResolvedValue(undefined) }));
    sinks[0].next(REFUSED);
    sinks[0].complete();
    await flush();
    expect(sinks).toHaveLength(2);
    sinks[1].next(EVENT);
    expect(seen).toEqual({ next: [EVENT], complete: false });
  });

  it('passes the refusal on when the session cannot be renewed (signed out: the app goes to sign-in)', async () => {
    const { client, sinks } = fakeClient();
    const seen = run(createRenewingLink({ client, renew: jest.fn().mockResolvedValue(false), reconnect: jest.fn() }));
    sinks[0].next(REFUSED);
    sinks[0].complete();
    await flush();
    expect(sinks).toHaveLength(1);
    expect(seen).toEqual({ next: [REFUSED], complete: true });
  });

  it('does not renew again when a fresh token is refused at once', async () => {
    const { client, sinks } = fakeClient();
    const renew = jest.fn().mockResolvedValue(true);
    const seen = run(createRenewingLink({ client, renew, reconnect: jest.fn().mockResolvedValue(undefined) }));
    sinks[0].error({ code: 4401, reason: 'Unauthorized' });
    await flush();
    sinks[1].error({ code: 4401, reason: 'Unauthorized' });
    await flush();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(seen.error).toEqual(new Error('Socket closed with event 4401 Unauthorized'));
  });

  it('passes other closes and errors on untouched', async () => {
    const { client, sinks } = fakeClient();
    const renew = jest.fn();
    const seen = run(createRenewingLink({ client, renew, reconnect: jest.fn() }));
    sinks[0].error({ code: 1008, reason: 'Too many subscriptions' });
    expect(renew).not.toHaveBeenCalled();
    expect(seen.error).toEqual(new Error('Socket closed with event 1008 Too many subscriptions'));
  });
});
