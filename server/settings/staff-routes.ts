import type { DomainPlugin } from '../http/app-type';
import { staffIdOf } from '../http/guard';
import { errors } from '../http/schemas';
import { ShopSettings } from '../../contract/settings';
import { readShopSettings, saveShopSettings } from './service';

const tags = ['settings (staff)'];
const security = [{ bearer: [] }];

/** The shop's settings under /api/settings/staff, ADMIN only (server/staff-routes.ts registers it in the ADMIN scope). */
export const adminSettingsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/get', {
    schema: { tags, security, summary: 'The shop\'s settings as saved (ADMIN only)', response: { 200: ShopSettings, ...errors(401, 403) } },
  }, async () => readShopSettings(deps.db));

  app.put('/save', {
    schema: {
      tags,
      security,
      summary: 'Saves the whole settings, the branches in the order given (ADMIN only); the shop shows them at its next read; a change is audited',
      body: ShopSettings,
      response: { 200: ShopSettings, ...errors(400, 401, 403) },
    },
  }, async (request) => saveShopSettings(deps.db, staffIdOf(request), request.body, deps.clock.now()));
};
