import type { DomainPlugin } from '../http/app-type';
import { NoContent } from '../http/schemas';
import { ShopSettings } from '../../contract/settings';
import { etagOf } from '../media/store/media-store';
import { etagMatches } from '../media/store/serve';
import { readShopSettings } from './service';

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
    // The hash of the answer, as the media's ETags hash their bytes: a save changes it and nothing else does.
    const etag = etagOf(Buffer.from(JSON.stringify(settings)));
    // no-cache: a browser may keep the answer but asks each time whether it still holds (304 when it does).
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request, etag)) return reply.code(304).send(null);
    return settings;
  });
};
