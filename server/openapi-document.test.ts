import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument, openApiText } from './openapi-document';
import { openTestDatabase } from '../test/server/harness';

/*
 * contract/openapi.json is what the SPA's tests check their mocked answers against (test/web/mockContract.ts):
 * it must be the document the server really declares, or those checks would hold the tests to an old API.
 */
describe('the committed OpenAPI document (contract/openapi.json)', () => {
  it('is the live one: after changing a route, rerun `npm run contract:openapi`', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../contract/openapi.json'), 'utf8');
    const database = await openTestDatabase();
    const live = openApiText(await openApiDocument(database.db).finally(() => database.close()));
    if (committed !== live) {
      throw new Error('contract/openapi.json differs from the document the server declares: run `npm run contract:openapi` and commit it');
    }
    expect(JSON.parse(committed)).toHaveProperty(['paths', '/api/cartItem/byCustomerId/{customerId}', 'get']);
  });
});
