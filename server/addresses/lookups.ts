import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { postFilials, regions, subRegions } from '../db/schema/places';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import type { App } from '../http/app-type';
import { Id } from '../../contract/request';
import { errors } from '../http/schemas';
import { PostFilial, Region, SubRegion } from '../../contract/address';

export async function findRegion(db: Executor, regionId: number) {
  const [region] = await db.select().from(regions).where(eq(regions.id, regionId));
  return region;
}

export async function findSubRegion(db: Executor, subRegionId: number) {
  const [subRegion] = await db.select().from(subRegions).where(eq(subRegions.id, subRegionId));
  return subRegion;
}

export async function findPostFilial(db: Executor, postFilialId: number) {
  const [filial] = await db.select().from(postFilials).where(eq(postFilials.id, postFilialId));
  return filial;
}

const tags = ['regions'];

/**
 * The places an address is picked from: regions, their districts, and the districts' post branches. Only active ones:
 * a place staff deactivated leaves these lists at once, while addresses naming it keep it (queries.ts joins without
 * the flag). Not cached, so a staff change needs no cache ended.
 */
export async function regionLookupRoutes(app: App, deps: AppDeps): Promise<void> {
  const db = deps.db;

  app.get('/api/region/getAllRegions', {
    schema: { tags, summary: 'The regions of Uzbekistan, in display order', response: { 200: Type.Array(Region) } },
  }, async () =>
    db
      .select({ id: regions.id, nameUZB: regions.nameUZB, nameRUS: regions.nameRUS, isTashkentCity: regions.isTashkentCity })
      .from(regions)
      .where(eq(regions.active, true))
      .orderBy(asc(regions.position), asc(regions.id)));

  app.get('/api/subRegion/getSubRegionsByRegionId/:regionId', {
    schema: {
      tags,
      summary: 'The districts of a region',
      params: Type.Object({ regionId: Id }),
      response: { 200: Type.Array(SubRegion), ...errors(400, 404) },
    },
  }, async (request) => {
    const { regionId } = request.params;
    if (!(await findRegion(db, regionId))) throw notFound('Region');
    return db
      .select({ id: subRegions.id, regionId: subRegions.regionId, nameUZB: subRegions.nameUZB, nameRUS: subRegions.nameRUS })
      .from(subRegions)
      .where(and(eq(subRegions.regionId, regionId), eq(subRegions.active, true)))
      .orderBy(asc(subRegions.id));
  });

  app.get('/api/postFilial/getPostFilialBySubRegionId/:subRegionId', {
    schema: {
      tags,
      summary: 'The post branches of a district',
      params: Type.Object({ subRegionId: Id }),
      response: { 200: Type.Array(PostFilial), ...errors(400, 404) },
    },
  }, async (request) => {
    const { subRegionId } = request.params;
    if (!(await findSubRegion(db, subRegionId))) throw notFound('District');
    return db
      .select({
        id: postFilials.id,
        subRegionId: postFilials.subRegionId,
        nameUZB: postFilials.nameUZB,
        nameRUS: postFilials.nameRUS,
        addressUZB: postFilials.addressUZB,
        addressRUS: postFilials.addressRUS,
      })
      .from(postFilials)
      .where(and(eq(postFilials.subRegionId, subRegionId), eq(postFilials.active, true)))
      .orderBy(asc(postFilials.id));
  });
}
