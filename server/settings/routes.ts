import { createHash } from 'node:crypto';
import type { DomainPlugin } from '../http/app-type';
import { NoContent } from '../http/schemas';
import { ShopSettings } from '../../contract/settings';
import { readShopSettings } from './service';

/** The settings' strong ETag: the hash of the answer, so a save changes it and nothing else does. */
const etagOf = (settings: ShopSettings) => `"${createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 27)}"`;

/** The shop's settings under /api/settings, public: the footer, the information pages and the delivery figures. */
export const settingsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getShopSettings', {
    schema: {
      tags: ['settings'],
      summary: 'The shop\'s name, contacts, hours, branches, delivery fee and free-delivery threshold, return window and SMS sender (public; revalidated by ETag every time, so a save shows at once)',
      response: { 200: ShopSettings, 304: NoContent },
    },
  }, async (request, reply) => {
    const settings = await readShopSettings(deps.db);
    const etag = etagOf(settings);
    // no-cache: a browser may keep the answer but asks each time whether it still holds (304 when it does).
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return settings;
  });
};
