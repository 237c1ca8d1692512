import { Type } from '@sinclair/typebox';
import { ColorBody, ColorUsage, StaffColor } from '../../../contract/stock';
import type { DomainPlugin } from '../../http/app-type';
import type { CatalogueHolders } from '../holders';
import { staffIdOf } from '../../http/guard';
import { errors, IdParams, NoContent } from '../../http/schemas';
import { addColor, deleteColor, editColor, listColors } from './service';
import { InUseConflict, unlessInUse } from '../../http/in-use';

const tags = ['colours (staff)'];
const security = [{ bearer: [] }];

/**
 * The colour catalogue under /api/color (the existing staff app's paths), either staff role. Every change is
 * written with its audit row in one transaction and ends the storefront's cache.
 */
export const staffColourPlugin = (holders: CatalogueHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/getAllColors', {
    schema: { tags, security, summary: 'Every colour with how many products use it', response: { 200: Type.Array(StaffColor), ...errors(401, 403) } },
  }, async () => listColors(deps));

  app.post('/addColor', {
    schema: {
      tags,
      security,
      summary: 'A new colour: names in Uzbek and Russian (trimmed, not blank) and its #rrggbb code',
      body: ColorBody,
      response: { 201: StaffColor, ...errors(400, 401, 403) },
    },
  }, async (request, reply) => reply.code(201).send(await addColor(deps, staffIdOf(request), request.body)));

  app.put('/editColor/:id', {
    schema: { tags, security, summary: 'The colour as it should be', params: IdParams, body: ColorBody, response: { 200: StaffColor, ...errors(400, 401, 403, 404) } },
  }, async (request) => editColor(deps, staffIdOf(request), request.params.id, request.body));

  app.delete('/deleteColor/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes a colour no product or order names; one in use is refused with 409 IN_USE',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404), 409: InUseConflict(ColorUsage) },
    },
  }, async (request, reply) => unlessInUse(reply, async () => {
    await deleteColor(deps, holders, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  }));
};
