import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { AddCategoryBody, BrandBody, CategoryBlockBody, EditCategoryBody, ReorderCategoriesBody, StaffBrand, StaffCategory, StaffCategoryBlock } from '../../../contract/taxonomy';
import type { DomainPlugin } from '../../http/app-type';
import { staffIdOf } from '../../http/guard';
import { errors, IdParams } from '../../http/schemas';
import { addBrand, deleteBrand, editBrand, listBrands } from './brand-service';
import { addCategoryBlock, deleteCategoryBlock, editCategoryBlock, listCategoryBlocks } from './category-block-service';
import type { CatalogueHolders } from '../holders';
import { addCategory, deleteCategory, editCategory, listCategories, listSubCategories, reorderCategories } from './category-service';
import { TaxonomyConflict } from './schemas';
import { InUseError } from './usage';

const security = [{ bearer: [] }];

/** Runs a deletion; one refused because something still uses the row answers 409 IN_USE with the counts. */
async function unlessInUse<T>(reply: FastifyReply, remove: () => Promise<T>) {
  try {
    return await remove();
  } catch (error) {
    if (!(error instanceof InUseError)) throw error;
    return reply.code(409).send({ error: { code: 'IN_USE', message: error.message, usage: error.usage } });
  }
}

/*
 * The staff's brands, categories and header menus (docs/api.md "Staff: brands, categories and menus"), on the
 * existing staff app's paths; the reads whose prefix the storefront's public, cached reads use live under .../staff/.
 * Every change is written with its audit record in one transaction and ends the storefront's catalogue cache.
 */

const brandTags = ['brands (staff)'];
const categoryTags = ['categories (staff)'];
const blockTags = ['category blocks (staff)'];

/** The staff's brands, at /api/brand. */
export const staffBrandsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAllBrands', {
    schema: { tags: brandTags, security, summary: 'Every brand by name, with its product count', response: { 200: Type.Array(StaffBrand), ...errors(401, 403) } },
  }, async () => listBrands(deps));

  app.post('/addBrand', {
    schema: {
      tags: brandTags,
      security,
      summary: 'A new brand; its name is unique, letter case aside',
      body: BrandBody,
      response: { 201: StaffBrand, ...errors(400, 401, 403), 409: TaxonomyConflict },
    },
  }, async (request, reply) => reply.code(201).send(await addBrand(deps, staffIdOf(request), request.body)));

  app.put('/editBrand/:id', {
    schema: {
      tags: brandTags,
      security,
      summary: 'Renames a brand',
      params: IdParams,
      body: BrandBody,
      response: { 200: StaffBrand, ...errors(400, 401, 403, 404), 409: TaxonomyConflict },
    },
  }, async (request) => editBrand(deps, staffIdOf(request), request.params.id, request.body));

  app.delete('/deleteBrand/:id', {
    schema: {
      tags: brandTags,
      security,
      summary: 'Deletes a brand no product has (409 IN_USE with the count otherwise); answers the deleted brand',
      params: IdParams,
      response: { 200: StaffBrand, ...errors(400, 401, 403, 404), 409: TaxonomyConflict },
    },
  }, async (request, reply) => unlessInUse(reply, () => deleteBrand(deps, staffIdOf(request), request.params.id)));
};

/** The staff's categories, at /api/categories; the reads whose prefix the storefront's cached reads use live under /staff/. */
/** The categories plugin; deleting a category asks `holders` whether the home page leads to it. */
export const staffCategoriesPlugin = (holders: CatalogueHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/staff/getAllCategories', {
    schema: {
      tags: categoryTags,
      security,
      summary: 'Every category, flat: top-level ones first, then subcategories, each parent’s by position',
      response: { 200: Type.Array(StaffCategory), ...errors(401, 403) },
    },
  }, async () => listCategories(deps));

  app.get('/staff/getSubCategories/:id', {
    schema: {
      tags: categoryTags,
      security,
      summary: 'The subcategories of one category, by position',
      params: IdParams,
      response: { 200: Type.Array(StaffCategory), ...errors(400, 401, 403, 404) },
    },
  }, async (request) => listSubCategories(deps, request.params.id));

  app.post('/addCategory', {
    schema: {
      tags: categoryTags,
      security,
      summary: 'A new category, top-level or under a top-level parent, placed last',
      body: AddCategoryBody,
      response: { 201: StaffCategory, ...errors(400, 401, 403) },
    },
  }, async (request, reply) => reply.code(201).send(await addCategory(deps, staffIdOf(request), request.body)));

  app.put('/editCategory/:id', {
    schema: {
      tags: categoryTags,
      security,
      summary: 'New names and parent (a new parent puts it last there); two levels, no cycles',
      params: IdParams,
      body: EditCategoryBody,
      response: { 200: StaffCategory, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => editCategory(deps, staffIdOf(request), request.params.id, request.body));

  app.put('/reorderCategories', {
    schema: {
      tags: categoryTags,
      security,
      summary: 'One parent’s categories in a new order (every one of them); answers them in that order',
      body: ReorderCategoriesBody,
      response: { 200: Type.Array(StaffCategory), ...errors(400, 401, 403, 409) },
    },
  }, async (request) => reorderCategories(deps, staffIdOf(request), request.body));

  app.delete('/deleteCategory/:id', {
    schema: {
      tags: categoryTags,
      security,
      summary: 'Deletes a category nothing uses (409 IN_USE naming products, subcategories, menu blocks, sliders, banners otherwise)',
      params: IdParams,
      response: { 200: StaffCategory, ...errors(400, 401, 403, 404), 409: TaxonomyConflict },
    },
  }, async (request, reply) => unlessInUse(reply, () => deleteCategory(deps, holders, staffIdOf(request), request.params.id)));
};

/** The blocks of the two header menus, at /api/categoryBlock. */
export const staffCategoryBlocksPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/staff/getAllCategoryBlocks', {
    schema: {
      tags: blockTags,
      security,
      summary: 'Every block of both header menus, by menu and placement',
      response: { 200: Type.Array(StaffCategoryBlock), ...errors(401, 403) },
    },
  }, async () => listCategoryBlocks(deps));

  app.post('/addCategoryBlock', {
    schema: {
      tags: blockTags,
      security,
      summary: 'Shows a category in a menu at a placement; a menu shows a category once',
      body: CategoryBlockBody,
      response: { 201: StaffCategoryBlock, ...errors(400, 401, 403), 409: TaxonomyConflict },
    },
  }, async (request, reply) => reply.code(201).send(await addCategoryBlock(deps, staffIdOf(request), request.body)));

  app.put('/editCategoryBlock/:id', {
    schema: {
      tags: blockTags,
      security,
      summary: 'A block’s menu, placement and category',
      params: IdParams,
      body: CategoryBlockBody,
      response: { 200: StaffCategoryBlock, ...errors(400, 401, 403, 404), 409: TaxonomyConflict },
    },
  }, async (request) => editCategoryBlock(deps, staffIdOf(request), request.params.id, request.body));

  app.delete('/deleteCategoryBlock/:id', {
    schema: {
      tags: blockTags,
      security,
      summary: 'Takes a category out of a menu; answers the removed block',
      params: IdParams,
      response: { 200: StaffCategoryBlock, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => deleteCategoryBlock(deps, staffIdOf(request), request.params.id));
};
