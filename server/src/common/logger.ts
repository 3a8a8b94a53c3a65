import pino, { type Logger } from 'pino';
import type { Config } from '../config';

export type { Logger };

/**
 * The structured JSON log (pino) every part of the server writes to: one line per event, with
 * `reqId` on everything that happens for a request. Credentials never reach it: the Authorization
 * and Cookie headers and any `password`/`token` fields are redacted.
 * @param config the log level (LOG_LEVEL; `silent` in tests)
 * @param destination where lines go (default stdout); tests pass a stream to read them back
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'residents-association' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.refreshToken', 'variables.password'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
