import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument, openApiText } from './openapi-document';

/*
 * `npm run contract:openapi`: writes the live OpenAPI document to contract/openapi.json, which the SPA's tests
 * check their mocked answers against (test/web/fetchMock.ts) and a server test compares with the live one.
 */
const target = path.resolve(__dirname, '../contract/openapi.json');
void openApiDocument().then(async (document) => {
  await writeFile(target, openApiText(document));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
});
