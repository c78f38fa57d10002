import { Logger } from '@nestjs/common';
import { requestContext } from '@tracker/redis';

import { AppLogger } from './app-logger.js';

/** A logger in production mode whose lines are parsed into `lines`. */
function productionLogger(level: 'log' | 'warn' = 'log') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = new AppLogger(
    'catalogue',
    { NODE_ENV: 'production', LOG_LEVEL: level },
    {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    },
  );
  return { logger, lines };
}

describe('AppLogger', () => {
  afterEach(() => Logger.overrideLogger(new Logger()));

  it('writes one JSON object a line in production, with the request id of the request being handled', () => {
    const { logger, lines } = productionLogger();
    requestContext.run({ requestId: 'req-7f3a' }, () => logger.log('Anime 52991 enriched', 'AnimeJobs'));
    logger.warn('Jikan answered 429', 'JikanClient');
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
        service: 'catalogue',
        requestId: 'req-7f3a',
        context: 'AnimeJobs',
        msg: 'Anime 52991 enriched',
      },
      {
        level: 'warn',
        time: expect.any(String) as unknown,
        service: 'catalogue',
        context: 'JikanClient',
        msg: 'Jikan answered 429',
      },
    ]);
  });

  it('keeps the stack of an error as a field, and LOG_LEVEL as the threshold', () => {
    const { logger, lines } = productionLogger('warn');
    logger.log('not written at warn');
    logger.error('Seed failed', 'Error: boom\n    at seed (seed.ts:1:1)', 'Seeder');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      context: 'Seeder',
      msg: 'Seed failed',
      stack: 'Error: boom\n    at seed (seed.ts:1:1)',
    });
  });

  it('is what Nest loggers write through once the app uses it', () => {
    const { logger, lines } = productionLogger();
    Logger.overrideLogger(logger);
    new Logger('Bootstrap').log('catalogue is listening');
    expect(lines).toEqual([expect.objectContaining({ context: 'Bootstrap', msg: 'catalogue is listening' })]);
  });

  it('writes readable text with the request id after the context in development', () => {
    const logger = new AppLogger('catalogue', { NODE_ENV: 'development', LOG_LEVEL: 'log' });
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      requestContext.run({ requestId: 'req-7f3a' }, () => logger.log('Anime 52991 enriched', 'AnimeJobs'));
    } finally {
      write.mockRestore();
    }
    expect(written).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- colours, when the terminal has them.
    const plain = written[0].replace(/\x1b\[[\d;]*m/g, '');
    expect(plain).toMatch(/LOG \[AnimeJobs\] \[req-7f3a\] Anime 52991 enriched\n$/);
  });
});
