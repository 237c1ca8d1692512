import { Type } from '@sinclair/typebox';
import { badRequest, notFound } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { Nullable } from '../../contract/common';
import { errors, IdParams } from '../http/schemas';
import { cached, type CachedDomainOptions } from './cache';
import { categoryWithCount, menuBlocks, parentCategories, subCategories } from './queries';

const CategoryImages = {
  verticalImage: Nullable(Type.String()),
  horizontalImage: Nullable(Type.String()),
};

const Category = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  parentId: Nullable(Type.Integer()),
  ...CategoryImages,
});

const SubCategory = Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String(), ...CategoryImages });

const CategoryBlock = Type.Object({
  id: Type.Integer(),
  categoryBlockType: Type.String(),
  placementNumber: Type.Integer(),
  category: Category,
});

const BlockTypeParams = Type.Object({ type: Type.Union([Type.Literal('MENU_1'), Type.Literal('MENU_2')]) });
const ParentParams = Type.Object({
  parent: Type.String({ minLength: 1, maxLength: 120, description: 'A parent category id, or its nameUZB (any case)' }),
});

const MAX_ID = 2_147_483_647;

/** The header asks for subcategories by the parent's id or by its name ("Libos Atelier"). */
function parentReference(parent: string): { id: number } | { name: string } {
  const text = parent.trim();
  if (!/^\d+$/.test(text)) {
    if (!text) throw badRequest('Name a parent category', { parent: 'must be an id or a category name' });
    return { name: text };
  }
  const id = Number(text);
  if (id < 1 || id > MAX_ID) throw badRequest('Invalid params', { parent: `must be an id from 1 to ${MAX_ID} or a category name` });
  return { id };
}

export const cataloguePlugin: DomainPlugin<CachedDomainOptions> = async (app, { deps, catalogueCache: cache }) => {
  const tags = ['catalogue'];

  app.get(
    '/api/categoryBlock/getAllByCategoryBlockType/:type',
    {
      schema: {
        tags,
        summary: 'The categories of a header menu block, by placement',
        params: BlockTypeParams,
        response: { 200: Type.Array(CategoryBlock), ...errors(400) },
      },
      ...cached(cache),
    },
    async (request) => menuBlocks(deps.db, request.params.type),
  );

  app.get(
    '/api/categories/getParentCategories',
    {
      schema: { tags, summary: 'Top-level categories by position', response: { 200: Type.Array(Category) } },
      ...cached(cache),
    },
    async () => parentCategories(deps.db),
  );

  app.get(
    '/api/categories/getSubCategoriesByParent/:parent',
    {
      schema: {
        tags,
        summary: 'The subcategories of a parent named by id or nameUZB',
        params: ParentParams,
        response: { 200: Type.Array(SubCategory), ...errors(400, 404) },
      },
      ...cached(cache),
    },
    async (request) => {
      const children = await subCategories(deps.db, parentReference(request.params.parent));
      if (!children) throw notFound('Category');
      return children;
    },
  );

  app.get(
    '/api/categories/getCategoryById/:id',
    {
      schema: {
        tags,
        summary: 'One category with the number of its active products (subcategories included)',
        params: IdParams,
        response: { 200: Type.Object({ ...Category.properties, productCount: Type.Integer() }), ...errors(400, 404) },
      },
      ...cached(cache),
    },
    async (request) => {
      const category = await categoryWithCount(deps.db, request.params.id);
      if (!category) throw notFound('Category');
      return category;
    },
  );
};
