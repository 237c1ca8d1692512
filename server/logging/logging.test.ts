import { loadConfig } from '../config';
import { logFormatFromEnv } from './log-format';
import { prettyLogStream } from './pretty-log';
import { startSummaryOf, startSummaryText } from './start-summary';

/* The server's log for a person at a terminal and for a machine (README, LOG_FORMAT), and the start's closing block. */

function collect(colours = false) {
  const written: string[] = [];
  const stream = prettyLogStream({ write: (text: string) => written.push(text) }, colours);
  const time = new Date(2026, 10, 30, 9, 5, 7).getTime();
  const log = (line: Record<string, unknown>) => stream.write(`${JSON.stringify({ pid: 1, hostname: 'vm', time, ...line })}\n`);
  return { written, log, stream };
}

describe('the log format', () => {
  it('is readable at a terminal and JSON lines otherwise, unless LOG_FORMAT names one', () => {
    expect(logFormatFromEnv({}, true)).toBe('pretty');
    expect(logFormatFromEnv({}, false)).toBe('json');
    expect(logFormatFromEnv({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatFromEnv({ LOG_FORMAT: ' Pretty ' }, false)).toBe('pretty');
    expect(() => logFormatFromEnv({ LOG_FORMAT: 'xml' }, true)).toThrow('LOG_FORMAT must be "pretty" or "json", not "xml"');
  });
});

describe('the readable log', () => {
  it('writes a request as one line, method, address, status and time, when it completes', () => {
    const { written, log } = collect();
    log({ level: 30, reqId: 'a', req: { method: 'GET', url: '/api/health', host: 'x' }, msg: 'incoming request' });
    expect(written).toEqual([]);
    log({ level: 30, reqId: 'a', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' });
    expect(written).toEqual(['09:05:07 INFO  GET /api/health 200 12 ms\n']);
  });

  it('writes other events with their level, message and fields, and an error with its stack', () => {
    const { written, log } = collect();
    log({ level: 40, msg: 'slow answer', route: '/api/x', ms: 900 });
    log({ level: 50, msg: 'job failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at job (job.ts:1:1)' } });
    expect(written).toEqual(['09:05:07 WARN  slow answer route=/api/x ms=900\n', '09:05:07 ERROR job failed\n    Error: boom\n        at job (job.ts:1:1)\n']);
  });

  it('colours only when asked, and passes through what is not a log line', () => {
    const plain = collect(false);
    plain.stream.write('not json\n');
    expect(plain.written).toEqual(['not json\n']);
    const coloured = collect(true);
    coloured.log({ level: 30, reqId: 'b', req: { method: 'POST', url: '/api/x' }, msg: 'incoming request' });
    coloured.log({ level: 30, reqId: 'b', res: { statusCode: 500 }, responseTime: 3, msg: 'request completed' });
    expect(coloured.written[0]).toContain('\u001b[31m500\u001b[0m');
    expect(plain.written.join('')).not.toContain('\u001b[');
  });
});

describe('the start’s closing block', () => {
  it('names the shop, the staff app, the API docs, each sandbox and the warnings in plain words', () => {
    const summary = startSummaryOf(loadConfig({}), 'http://localhost:3000', true);
    const text = startSummaryText(summary, false);
    expect(text).toContain('Libos is open');
    expect(text).toMatch(/ {2}Shop +http:\/\/localhost:3000\n/);
    expect(text).toMatch(/ {2}Staff app +http:\/\/localhost:3000\/staff\n/);
    expect(text).toMatch(/ {2}API docs +http:\/\/localhost:3000\/api\/docs\n/);
    expect(summary.sandboxes.map((sandbox) => sandbox.service)).toEqual(['SMS', 'PayMe', 'Click', 'Uzum Bank', 'Telegram']);
    expect(text).toContain('The demo staff account is open');
    expect(text).toContain('No SMS is sent');
  });

  it('leaves out what the server does not play and the demo warning once its password changed', () => {
    const config = loadConfig({ ESKIZ_EMAIL: 'shop@example.uz', ESKIZ_PASSWORD: 'secret', PAYME_MERCHANT_ID: 'm', PAYME_KEY: 'k' });
    const summary = startSummaryOf(config, 'https://libos.uz', false);
    expect(summary.sandboxes.map((sandbox) => sandbox.service)).toEqual(['Click', 'Uzum Bank', 'Telegram']);
    expect(summary.warnings).toEqual([]);
  });
});
