import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { currentRequestId } from '@tracker/redis';
import { type DestinationStream, type Level, type Logger as Pino, pino } from 'pino';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

export function logLevels(level: BaseEnv['LOG_LEVEL']): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

/** Nest's level names in pino's. */
const PINO_LEVELS: Record<LogLevel, Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Every process's logger: one JSON object a line through pino in production (NODE_ENV=production), Nest's
 * readable text elsewhere; either way a line written while a request is handled carries its id. Nest's
 * ConsoleLogger still decides levels, contexts and error stacks, so `LOG_LEVEL` and the lines' content
 * are the same in both forms.
 */
export class AppLogger extends ConsoleLogger {
  private readonly json: Pino | undefined;

  constructor(
    service: string,
    env: Pick<BaseEnv, 'LOG_LEVEL' | 'NODE_ENV'>,
    destination?: DestinationStream,
  ) {
    super({ logLevels: logLevels(env.LOG_LEVEL) });
    if (env.NODE_ENV === 'production') {
      this.json = pino(
        {
          level: 'trace',
          base: { service },
          timestamp: pino.stdTimeFunctions.isoTime,
          formatters: { level: (label) => ({ level: label }) },
          mixin: () => {
            const requestId = currentRequestId();
            return requestId === undefined ? {} : { requestId };
          },
        },
        destination,
      );
    }
  }

  protected override printMessages(
    messages: unknown[],
    context = '',
    logLevel: LogLevel = 'log',
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    if (!this.json) {
      return super.printMessages(messages, context, logLevel, writeStreamType, errorStack, params);
    }
    for (const message of messages) {
      const fields: Record<string, unknown> = { context: context || undefined };
      if (typeof errorStack === 'string') fields.stack = errorStack;
      if (typeof message === 'string') this.json[PINO_LEVELS[logLevel]](fields, message);
      else this.json[PINO_LEVELS[logLevel]]({ ...fields, data: message });
    }
  }

  /** JSON lines carry the stack as a field: nothing more to print. */
  protected override printStackTrace(stack: string): void {
    if (!this.json) super.printStackTrace(stack);
  }

  /** `[Context] [request id] message` in text. */
  protected override formatContext(context: string): string {
    const requestId = currentRequestId();
    const formatted = super.formatContext(context);
    if (requestId === undefined) return formatted;
    const tag = `[${requestId}] `;
    return formatted + (this.options.colors ? `\x1b[90m${tag}\x1b[39m` : tag);
  }
}
