/*
 * The terminal's log: each of pino's JSON lines (Fastify's logger) as one line a person reads, `12:04:31 INFO  message
 * key=value`, and each request as `GET /path 200 12 ms` (Fastify's "incoming request" line is held until its
 * "request completed" one). Colours only where the terminal has them.
 */

type Line = Record<string, unknown> & { level?: number; time?: number; msg?: string; reqId?: string };

const levels: Record<number, { name: string; colour: number }> = {
  10: { name: 'TRACE', colour: 90 },
  20: { name: 'DEBUG', colour: 90 },
  30: { name: 'INFO ', colour: 36 },
  40: { name: 'WARN ', colour: 33 },
  50: { name: 'ERROR', colour: 31 },
  60: { name: 'FATAL', colour: 35 },
};

/** What pino puts on every line, or the request lines carry, that the readable line says otherwise or not at all. */
const unshown = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'err']);

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clock = (time: number) => {
  const moment = new Date(time);
  return `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}:${twoDigits(moment.getSeconds())}`;
};

function fieldsOf(line: Line): string {
  const shown = Object.entries(line).filter(([key]) => !unshown.has(key));
  return shown.map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`).join('');
}

function errorOf(line: Line): string {
  const error = line.err;
  if (typeof error !== 'object' || error === null) return '';
  const stack = 'stack' in error && typeof error.stack === 'string' ? error.stack : 'message' in error ? String(error.message) : '';
  return stack ? `\n${stack.replace(/^/gm, '    ')}` : '';
}

function requestOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('method' in value) || !('url' in value)) return undefined;
  return `${String(value.method)} ${String(value.url)}`;
}

function statusOf(value: unknown): number | undefined {
  return typeof value === 'object' && value !== null && 'statusCode' in value && typeof value.statusCode === 'number' ? value.statusCode : undefined;
}

/** A pino destination writing readable lines to `output`, coloured when `colours`. */
export function prettyLogStream(output: { write(text: string): unknown }, colours: boolean): { write(line: string): void } {
  const paint = (colour: number, text: string) => (colours ? `\u001b[${colour}m${text}\u001b[0m` : text);
  // Fastify's request lines, by request id: the first names the request, the second its answer.
  const openRequests = new Map<string, string>();

  const format = (line: Line): string | undefined => {
    const level = levels[line.level ?? 30] ?? levels[30]!;
    const head = `${paint(90, clock(line.time ?? Date.now()))} ${paint(level.colour, level.name)}`;
    const request = requestOf(line.req);
    if (line.msg === 'incoming request' && line.reqId && request) {
      openRequests.set(line.reqId, request);
      return undefined;
    }
    if (line.msg === 'request completed' && line.reqId) {
      const opened = openRequests.get(line.reqId) ?? '';
      openRequests.delete(line.reqId);
      const status = statusOf(line.res);
      const ms = typeof line.responseTime === 'number' ? ` ${Math.round(line.responseTime)} ms` : '';
      const shownStatus = status === undefined ? '' : ` ${paint(status >= 500 ? 31 : status >= 400 ? 33 : 32, String(status))}`;
      return `${head} ${opened}${shownStatus}${ms}`;
    }
    return `${head} ${line.msg ?? ''}${fieldsOf(line)}${errorOf(line)}`;
  };

  return {
    write(text: string) {
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch {
        output.write(text);
        return;
      }
      const readable = format(line);
      if (readable !== undefined) output.write(`${readable}\n`);
    },
  };
}
