/*
 * How the server writes its log (docs/api.md has none of this; the README's settings table names LOG_FORMAT): one
 * readable line per event for a person at a terminal, JSON lines for a machine (a file, a pipe, a log collector).
 */

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set (`pretty` or `json`), else pretty at a terminal and JSON when the output is not one. */
export function logFormatFromEnv(env: NodeJS.ProcessEnv, outputIsTerminal: boolean): LogFormat {
  const named = env.LOG_FORMAT?.trim().toLowerCase();
  if (!named) return outputIsTerminal ? 'pretty' : 'json';
  if (named === 'pretty' || named === 'json') return named;
  throw new Error(`LOG_FORMAT must be "pretty" or "json", not "${env.LOG_FORMAT}"`);
}
