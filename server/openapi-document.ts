import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, type Database } from './db/client';
import { TokenService } from './http/tokens';
import { systemClock } from './clock';
import { SandboxSmsProvider } from './sms/provider';

/**
 * The API's OpenAPI document as buildApp declares it. Declaring the routes reads nothing from the database, so an
 * empty in-memory one serves (or the one given: a test has one open already); the web pages get a folder that does
 * not exist, as no page is rendered.
 */
export async function openApiDocument(given?: Database): Promise<unknown> {
  const database = given ? { db: given, close: async () => undefined } : await openPglite(undefined);
  const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-openapi'), webDir: path.join(os.tmpdir(), 'libos-openapi-no-web') };
  const app = await buildApp({ db: database.db, config, tokens: new TokenService('openapi-document-secret-long-enough'), sms: new SandboxSmsProvider(), clock: systemClock });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

/** The document as committed in contract/openapi.json: two-space JSON and a final newline, so diffs stay readable. */
export const openApiText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
