import type http from 'node:http';
import type { IncomingMessage } from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  subscribe,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { messages } from '../../../../shared/messages';
import type { User } from '../../auth/user.entity';
import { ErrorCode, domainErrorOf, isDatabaseUnavailable } from '../../common/errors';
import { codeOf, toGraphQLError } from '../graphql-errors';
import type { GraphQLProtection } from '../graphql/graphql-limits';
import type { Logger } from '../../common/logger';
import type { QueryAdmission } from '../graphql/query-admission';
import type { AppContext, Services } from '../context';
import { changedPublicData } from '../public/response-cache';

/** Largest WebSocket message, as HTTP's JSON body limit (issue #16 item 2); a bigger one closes the socket with 1009. */
export const WS_MAX_PAYLOAD_BYTES = 1024 * 1024;

/** Operations one connection may have running at once (live subscriptions, and queries or mutations not yet answered). */
export const WS_MAX_SUBSCRIPTIONS = 20;

/** Messages one connection may send per window (every kind: subscribe, complete, ping …). */
export const WS_MESSAGE_LIMIT = { messages: 100, windowMs: 10_000 };

/**
 * How often a signed-in connection re-checks its session while nothing else does (issue #16 item 1):
 * a subscription that receives no event still ends within this long of a logout, expiry or demotion.
 */
export const WS_SESSION_RECHECK_MS = 3_000;

/**
 * How the server closes a WebSocket, and why (docs/security.md). graphql-ws clients do not retry
 * 4401 and 1008/1009; they do retry 4403.
 */
export const WS_CLOSE = {
  /** A message over WS_MAX_PAYLOAD_BYTES (the ws library closes with it; no reason given). */
  tooBig: { code: 1009, reason: '' },
  /** The connection's token no longer signs anyone in: signed out, revoked, expired or the user deleted. Renew and reconnect. */
  unauthorized: { code: 4401, reason: 'Unauthorized' },
  /** The user's role changed: reconnect, and every subscription is decided again for the new role. */
  roleChanged: { code: 4403, reason: 'Forbidden' },
  /** More than WS_MAX_SUBSCRIPTIONS operations at once (1008 Policy Violation). */
  tooManySubscriptions: { code: 1008, reason: 'Too many subscriptions' },
  /** More than WS_MESSAGE_LIMIT messages in its window (1008 Policy Violation). */
  tooManyMessages: { code: 1008, reason: 'Too many messages' },
  /**
   * The client IP already holds WS_MAX_CONNECTIONS_PER_IP open connections on this instance (1013
   * Try Again Later: graphql-ws clients retry it with back-off, and get in once one of them closed).
   */
  tooManyConnections: { code: 1013, reason: 'Too many connections' },
} as const;

/** What one connection remembers: who it is, its log, and the session it was opened with. */
interface Connection {
  requestId: string;
  log: Logger;
  /** The `Authorization` value of `connectionParams`, or null for an anonymous connection. */
  authorization: string | null;
  /** The role the connection signed in with (null: anonymous); a change closes it with WS_CLOSE.roleChanged. */
  role: User['role'] | null;
  /** Each operation's user, looked up in `onSubscribe` (where a failure can be answered) for `context` to take. */
  users: Map<string, User | null>;
  recheck: NodeJS.Timeout | null;
}

/**
 * Answers "who does this `Authorization` sign in, now?" from the live session, one lookup shared by
 * every check that starts in the same turn of the event loop (one event fanned out to 200
 * subscribers holding one token costs one lookup, not 200). Nothing is kept past that turn, so a
 * check never sees the database as it was before the event it is deciding was published: after a
 * logout, the next event is refused.
 */
class LiveSessions {
  private readonly inFlight = new Map<string, Promise<User | null>>();

  constructor(private readonly auth: Services['auth']) {}

  /**
   * @returns the user with their current role, or null when the token is malformed or expired, its
   *   session was signed out or revoked, or the user is gone
   * @throws what the database throws (e.g. when it is unreachable)
   */
  current(authorization: string): Promise<User | null> {
    const pending = this.inFlight.get(authorization);
    if (pending) return pending;
    const lookup = this.auth.authenticateSession(authorization).then((signedIn) => signedIn?.user ?? null);
    this.inFlight.set(authorization, lookup);
    setImmediate(() => {
      if (this.inFlight.get(authorization) === lookup) this.inFlight.delete(authorization);
    });
    return lookup;
  }
}

/**
 * True when the subscription field itself refused the event (its authChecker found the caller
 * signed out or no longer allowed). A refused nested field leaves the subscription running, as a
 * query over HTTP answers the rest.
 */
const refused = (result: ExecutionResult): boolean =>
  Boolean(result.errors?.some((e) => e.path?.length === 1 && (codeOf(e) === ErrorCode.UNAUTHENTICATED || codeOf(e) === ErrorCode.FORBIDDEN)));

/**
 * Wraps a subscription's results so that, once an event was refused (the authChecker found the
 * session gone or the role no longer allowed), that refusal is the last message: the source is
 * ended at once and the subscription completes. Ending is never blocked by a pending `next()`.
 * @param afterRefusal called when the consumer asks for more after the refusal was delivered
 */
function endAfterRefusal(source: AsyncIterator<ExecutionResult>, afterRefusal: () => void): AsyncIterableIterator<ExecutionResult> {
  let ended = false;
  let refusal = false;
  const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      if (ended) {
        if (refusal) afterRefusal();
        refusal = false;
        return done();
      }
      const step = await source.next();
      if (!step.done && refused(step.value)) {
        ended = refusal = true;
        await source.return?.();
      }
      return step;
    },
    async return() {
      ended = true;
      await source.return?.();
      return done();
    },
    async throw(error: unknown) {
      ended = true;
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** What the WebSocket endpoint needs from the composition root. */
export interface GraphqlWsOptions {
  httpServer: http.Server;
  schema: GraphQLSchema;
  services: Services;
  /** Parsing and validation limits (GraphQL Armor, the allow-list), as over HTTP. */
  protection: Pick<GraphQLProtection, 'parseWs' | 'validateWs'>;
  /** Formats each error sent (masking), as HTTP's `formatError`. */
  format: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** True for errors the client cannot act on, which are logged and carry the request id. */
  unexpected: (error: GraphQLError) => boolean;
  /** The client's IP of an upgrade request (behind TRUST_PROXY, from X-Forwarded-For). */
  clientIp: (req: IncomingMessage) => string;
  /** The request id of an upgrade request (X-Request-Id when sane, else a new UUID). */
  requestIdOf: (req: IncomingMessage) => string;
  /** Admission of costly anonymous queries: the same queue as HTTP's (issue #24). */
  admission: QueryAdmission;
  log: Logger;
}

/**
 * GraphQL over WebSocket (graphql-ws) at /graphql, with the same rules as HTTP plus those of a
 * long-lived connection (issue #16 items 1, 2, 14):
 * - every operation is run as the connection's user *now*, and for WebSocket contexts the
 *   authChecker looks the session up again before every decision, so each subscription event is
 *   authorized anew; a refused event is delivered as the refusal, then the subscription completes;
 * - signed-in connections re-check their session every WS_SESSION_RECHECK_MS and after a refusal,
 *   and close with 4401 when the token no longer signs in (signed out, revoked, expired, user
 *   deleted) or 4403 when the role changed; a token that does not sign in is refused at connection;
 * - messages up to 1 MB (1009), WS_MAX_SUBSCRIPTIONS at once and WS_MESSAGE_LIMIT per window (1008);
 * - at most WS_MAX_CONNECTIONS_PER_IP open connections per client IP on this instance (1013, issue #31 item 8);
 * - costly anonymous queries wait their turn in the same queue as over HTTP (`options.admission`),
 *   or are refused with RATE_LIMITED;
 * - unexpected errors are logged with the connection's request id, which the masked error carries.
 * @returns the ws server (for its clients) and graphql-ws's cleanup (closes every socket, 1001)
 */
export function graphqlWsServer(options: GraphqlWsOptions): { wsServer: WebSocketServer; cleanup: { dispose(): void | Promise<void> } } {
  const { services, format, unexpected, log } = options;
  const sessions = new LiveSessions(services.auth);
  const wsServer = new WebSocketServer({ server: options.httpServer, path: '/graphql', maxPayload: WS_MAX_PAYLOAD_BYTES });
  const connections = new WeakMap<WebSocket, Connection>();
  /** What to do once a subscription's refusal was delivered: re-check its connection (keyed by its context). */
  const afterRefusal = new WeakMap<AppContext, () => void>();

  /** The connection's state, made when it opens (the upgrade request gives its id). */
  const connectionOf = (socket: WebSocket, request: IncomingMessage): Connection => {
    let connection = connections.get(socket);
    if (!connection) {
      const requestId = options.requestIdOf(request);
      connection = { requestId, log: log.child({ reqId: requestId }), authorization: null, role: null, users: new Map(), recheck: null };
      connections.set(socket, connection);
    }
    return connection;
  };

  /** Open connections per client IP (issue #31 item 8); an IP leaves the map with its last connection. */
  const openPerIp = new Map<string, number>();
  /** IPs refused since they last had a free place: logged once, not once per attempt. */
  const refusedIps = new Set<string>();
  const maxPerIp = services.config.wsMaxConnectionsPerIp;
  /**
   * Counts a new connection against its client IP's cap, and uncounts it when it closes.
   * @returns false when the IP is at the cap: the socket is then closed with 1013
   */
  const admitConnection = (socket: WebSocket, request: IncomingMessage): boolean => {
    if (maxPerIp <= 0) return true;
    const ip = options.clientIp(request);
    const open = openPerIp.get(ip) ?? 0;
    if (open >= maxPerIp) {
      if (!refusedIps.has(ip)) log.warn({ ip, open }, 'refusing WebSocket connections from an address at WS_MAX_CONNECTIONS_PER_IP');
      refusedIps.add(ip);
      socket.close(WS_CLOSE.tooManyConnections.code, WS_CLOSE.tooManyConnections.reason);
      return false;
    }
    openPerIp.set(ip, open + 1);
    socket.once('close', () => {
      const left = (openPerIp.get(ip) ?? 1) - 1;
      refusedIps.delete(ip);
      if (left > 0) openPerIp.set(ip, left);
      else openPerIp.delete(ip);
    });
    return true;
  };

  // Registered before graphql-ws's own listener, so an over-limit connection or message is refused before it is handled.
  wsServer.on('connection', (socket, request) => {
    if (!admitConnection(socket, request)) return;
    const connection = connectionOf(socket, request);
    let windowStart = Date.now();
    let count = 0;
    socket.on('message', () => {
      const now = Date.now();
      if (now - windowStart >= WS_MESSAGE_LIMIT.windowMs) {
        windowStart = now;
        count = 0;
      }
      if (++count > WS_MESSAGE_LIMIT.messages && socket.readyState === WebSocket.OPEN)
        socket.close(WS_CLOSE.tooManyMessages.code, WS_CLOSE.tooManyMessages.reason);
    });
    socket.once('close', () => {
      if (connection.recheck) clearInterval(connection.recheck);
      connection.recheck = null;
    });
  });

  /** The error sent for an unexpected failure outside execution: logged here with the request id, masked by `format`. */
  const unexpectedError = (connection: Connection, error: unknown): GraphQLError => {
    const down = isDatabaseUnavailable(error);
    connection.log[down ? 'warn' : 'error']({ err: error, requestId: connection.requestId }, down ? 'database unavailable' : 'unexpected error');
    return new GraphQLError(down ? messages.errors.serviceUnavailable : messages.errors.internal, {
      originalError: error instanceof Error ? error : undefined,
      extensions: { code: down ? ErrorCode.SERVICE_UNAVAILABLE : ErrorCode.INTERNAL_SERVER_ERROR, requestId: connection.requestId },
    });
  };

  /**
   * Formats errors for the client as HTTP does; unexpected ones are logged (unless already) with the
   * connection's request id, and carry it as `requestId` and `errorId`.
   */
  const formatErrors = (connection: Connection, errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
    errors.map((error) => {
      const json = error.toJSON();
      if (!unexpected(error)) return format(json, error.originalError ?? error);
      if (json.extensions?.requestId !== connection.requestId) {
        const down = isDatabaseUnavailable(error);
        connection.log[down ? 'warn' : 'error'](
          { err: error.originalError ?? error, requestId: connection.requestId, path: error.path },
          down ? 'database unavailable' : 'unexpected error',
        );
      }
      const trace = { requestId: connection.requestId, errorId: connection.requestId };
      const formatted = format({ ...json, extensions: { ...json.extensions, ...trace } }, error.originalError ?? error);
      return { ...formatted, extensions: { ...formatted.extensions, ...trace } };
    });

  /**
   * Re-checks a signed-in connection's session: closes it with 4401 when the token no longer signs
   * in, 4403 when the role changed. A database failure keeps it open (logged): the check of each
   * event still refuses what it cannot confirm.
   */
  const recheck = async (socket: WebSocket, connection: Connection): Promise<void> => {
    if (!connection.authorization || socket.readyState !== WebSocket.OPEN) return;
    try {
      const user = await sessions.current(connection.authorization);
      if (socket.readyState !== WebSocket.OPEN) return;
      if (!user) socket.close(WS_CLOSE.unauthorized.code, WS_CLOSE.unauthorized.reason);
      else if (user.role !== connection.role) socket.close(WS_CLOSE.roleChanged.code, WS_CLOSE.roleChanged.reason);
    } catch (error) {
      connection.log.warn({ err: error, requestId: connection.requestId }, 'could not re-check a WebSocket session');
    }
  };

  const cleanup = useServer<{ authorization?: unknown }>(
    {
      schema: options.schema,
      parse: options.protection.parseWs,
      validate: options.protection.validateWs,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        // Closed already (over WS_MAX_CONNECTIONS_PER_IP): no acknowledgement.
        if (socket.readyState !== WebSocket.OPEN) return false;
        const connection = connectionOf(socket, request);
        const given = ctx.connectionParams?.authorization;
        if (typeof given !== 'string' || !given) return true;
        let user: User | null;
        try {
          user = await sessions.current(given);
        } catch (error) {
          unexpectedError(connection, error);
          socket.close(1011, 'Internal server error');
          return true;
        }
        // A token that signs nobody in is refused here, so the client renews it before subscribing.
        if (!user) {
          socket.close(WS_CLOSE.unauthorized.code, WS_CLOSE.unauthorized.reason);
          return true;
        }
        connection.authorization = given;
        connection.role = user.role;
        if (socket.readyState === WebSocket.OPEN)
          connection.recheck = setInterval(() => void recheck(socket, connection), WS_SESSION_RECHECK_MS).unref();
        return true;
      },
      onSubscribe: async (ctx, id) => {
        const { socket, request } = ctx.extra;
        const connection = connectionOf(socket, request);
        // Closing (e.g. over the message limit): run nothing more.
        if (socket.readyState !== WebSocket.OPEN) return [new GraphQLError(WS_CLOSE.tooManyMessages.reason)];
        if (Object.keys(ctx.subscriptions).length > WS_MAX_SUBSCRIPTIONS) {
          socket.close(WS_CLOSE.tooManySubscriptions.code, WS_CLOSE.tooManySubscriptions.reason);
          return [new GraphQLError(WS_CLOSE.tooManySubscriptions.reason)];
        }
        // Each operation runs as the connection's user now (the token may have been revoked since it connected).
        try {
          connection.users.set(id, connection.authorization ? await sessions.current(connection.authorization) : null);
        } catch (error) {
          return [unexpectedError(connection, error)];
        }
        return undefined;
      },
      context: (ctx, id): AppContext => {
        const { socket, request } = ctx.extra;
        const connection = connectionOf(socket, request);
        const user = connection.users.get(id) ?? null;
        connection.users.delete(id);
        const authorization = connection.authorization;
        const context: AppContext = {
          user,
          services,
          requestId: connection.requestId,
          ip: options.clientIp(request),
          log: connection.log,
          reauthenticate: authorization ? () => sessions.current(authorization) : undefined,
        };
        afterRefusal.set(context, () => void recheck(socket, connection));
        return context;
      },
      // Costly anonymous queries take their turn as over HTTP (issue #24 "Hostile queries").
      execute: async (args: ExecutionArgs) => {
        let ticket;
        try {
          ticket = options.admission.admit(
            args.contextValue as AppContext,
            args.document,
            getOperationAST(args.document, args.operationName),
            args.variableValues as Readonly<Record<string, unknown>> | null | undefined,
          );
        } catch (error) {
          if (error instanceof GraphQLError || domainErrorOf(error)) return { errors: [toGraphQLError(error)] };
          throw error;
        }
        if (!ticket) return execute(args);
        try {
          await ticket.takePlace();
          return await execute(args);
        } finally {
          ticket.leave();
        }
      },
      // A refused event ends its subscription; its connection then re-checks the session at once.
      subscribe: async (args: ExecutionArgs) => {
        const result = await subscribe(args);
        if (!(Symbol.asyncIterator in result)) return result;
        const onRefusal = afterRefusal.get(args.contextValue as AppContext);
        return endAfterRefusal(result, () => onRefusal?.());
      },
      // Results and refusals get the same masking as HTTP answers, and the connection's request id.
      // A mutation sent over the WebSocket is a write like one over HTTP: one that answered clears
      // the public response cache (issue #16 item 14: not a refused one, nor logout).
      onNext: (ctx, _id, _payload, args, result: ExecutionResult) => {
        if (changedPublicData(args.document, args.operationName, result.data)) services.publicCache.invalidate();
        return result.errors ? { ...result, errors: formatErrors(connectionOf(ctx.extra.socket, ctx.extra.request), result.errors) } : undefined;
      },
      onError: (ctx, id, _payload, errors) => {
        const connection = connectionOf(ctx.extra.socket, ctx.extra.request);
        connection.users.delete(id); // refused before `context` took it (e.g. invalid)
        return formatErrors(connection, errors);
      },
      // Close reasons of internal failures are generic in production (graphql-ws's own option).
      isProd: services.config.production,
    },
    wsServer,
  );

  // graphql-ws reports socket errors (a message over 1 MB, a broken frame) with console.error; ours
  // go to the structured log with the connection's id. ws has already closed the socket (e.g. 1009).
  wsServer.on('connection', (socket, request) => {
    const connection = connectionOf(socket, request);
    socket.removeAllListeners('error');
    socket.on('error', (err) => connection.log.warn({ err, requestId: connection.requestId }, 'WebSocket closed on a protocol error'));
  });
  return { wsServer, cleanup };
}
