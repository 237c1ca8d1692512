import { Type } from '@sinclair/typebox';
import {
  AddPostFilialBody,
  AddRegionBody,
  AddSubRegionBody,
  EditPostFilialBody,
  EditRegionBody,
  EditSubRegionBody,
  StaffPostFilial,
  StaffPostFilialList,
  StaffRegion,
  StaffSubRegion,
  StaffSubRegionList,
} from '../../../contract/staff-places';
import type { DomainPlugin } from '../../http/app-type';
import { staffIdOf } from '../../http/guard';
import { errors, IdParams, NoContent } from '../../http/schemas';
import { InUseConflict, unlessInUse } from '../../http/in-use';
import { RegionIdParams, SubRegionIdParams } from './schemas';
import * as places from './service';

const tags = ['places (staff)'];
const security = [{ bearer: [] }];

const RegionUsage = Type.Object({ districts: Type.Integer(), addresses: Type.Integer() });
const SubRegionUsage = Type.Object({ postFilials: Type.Integer(), addresses: Type.Integer() });
const PostFilialUsage = Type.Object({ addresses: Type.Integer() });

/** The staff's reads, at /api/places/staff: every place, active or not. Outside /api/region etc., whose GETs are the public lookups. */
export const staffPlaceReadsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getRegions', {
    schema: { tags, security, summary: 'Every region, active or not, in display order, with its counts', response: { 200: Type.Array(StaffRegion), ...errors(401, 403) } },
  }, async () => places.staffRegionList(deps));

  app.get('/getSubRegions/:regionId', {
    schema: {
      tags,
      security,
      summary: 'A region and its districts, active or not',
      params: RegionIdParams,
      response: { 200: StaffSubRegionList, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => places.regionWithDistricts(deps, request.params.regionId));

  app.get('/getPostFilials/:subRegionId', {
    schema: {
      tags,
      security,
      summary: 'A district, its region and its post branches, active or not',
      params: SubRegionIdParams,
      response: { 200: StaffPostFilialList, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => places.districtWithBranches(deps, request.params.subRegionId));
};

/* Regions, districts and post branches: either staff role adds, edits, (de)activates, and deletes an unused one. */

/** Regions, at /api/region. */
export const staffRegionsPlugin: DomainPlugin = async (app, { deps }) => {
  app.post('/addRegion', {
    schema: {
      tags,
      security,
      summary: 'A new region, last unless a position is given; a name another region has is 409 DUPLICATE',
      body: AddRegionBody,
      response: { 201: StaffRegion, ...errors(400, 401, 403, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await places.addRegion(deps, staffIdOf(request), request.body)));

  app.put('/editRegion/:id', {
    schema: {
      tags,
      security,
      summary: 'The region as it should be; active false takes it out of the address form',
      description: 'Changing isTashkentCity of a region some address is in is 409 CONFLICT; a new name another region has, 409 DUPLICATE.',
      params: IdParams,
      body: EditRegionBody,
      response: { 200: StaffRegion, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => places.editRegion(deps, staffIdOf(request), request.params.id, request.body));

  app.delete('/deleteRegion/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes a region without districts or addresses; else 409 IN_USE (deactivate it instead)',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404), 409: InUseConflict(RegionUsage) },
    },
  }, async (request, reply) => unlessInUse(reply, async () => {
    await places.deleteRegion(deps, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  }));
};

/** Districts, at /api/subRegion. */
export const staffSubRegionsPlugin: DomainPlugin = async (app, { deps }) => {
  app.post('/addSubRegion', {
    schema: {
      tags,
      security,
      summary: 'A new district of a region; a name another district of it has is 409 DUPLICATE',
      body: AddSubRegionBody,
      response: { 201: StaffSubRegion, ...errors(400, 401, 403, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await places.addSubRegion(deps, staffIdOf(request), request.body)));

  app.put('/editSubRegion/:id', {
    schema: {
      tags,
      security,
      summary: 'The district as it should be; a new name a sibling has is 409 DUPLICATE',
      params: IdParams,
      body: EditSubRegionBody,
      response: { 200: StaffSubRegion, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => places.editSubRegion(deps, staffIdOf(request), request.params.id, request.body));

  app.delete('/deleteSubRegion/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes a district without post branches or addresses; else 409 IN_USE',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404), 409: InUseConflict(SubRegionUsage) },
    },
  }, async (request, reply) => unlessInUse(reply, async () => {
    await places.deleteSubRegion(deps, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  }));
};

/** Post branches, at /api/postFilial. */
export const staffPostFilialsPlugin: DomainPlugin = async (app, { deps }) => {
  app.post('/addPostFilial', {
    schema: {
      tags,
      security,
      summary: 'A new post branch of a district outside Tashkent city; a name another branch of it has is 409 DUPLICATE',
      body: AddPostFilialBody,
      response: { 201: StaffPostFilial, ...errors(400, 401, 403, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await places.addPostFilial(deps, staffIdOf(request), request.body)));

  app.put('/editPostFilial/:id', {
    schema: {
      tags,
      security,
      summary: 'The post branch as it should be; a new name a sibling has is 409 DUPLICATE',
      params: IdParams,
      body: EditPostFilialBody,
      response: { 200: StaffPostFilial, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => places.editPostFilial(deps, staffIdOf(request), request.params.id, request.body));

  app.delete('/deletePostFilial/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes a post branch no address names; else 409 IN_USE',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404), 409: InUseConflict(PostFilialUsage) },
    },
  }, async (request, reply) => unlessInUse(reply, async () => {
    await places.deletePostFilial(deps, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  }));
};
