import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';

let context: TestContext;
// A fresh migrated database can take a while when the machine is busy.
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

// A complete 1x1 transparent PNG.
const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000b49444154789c6360000200000500017a5eab3f000000' +
    '0049454e44ae426082',
  'hex',
);
const BOUNDARY = '----libos-test-boundary';

function multipart(field: string, filename: string, contentType: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(customerId: number, headers: Record<string, string> | undefined, body: Buffer) {
  return context.app.inject({
    method: 'PUT',
    url: `/api/customers/editCustomerImage/${customerId}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
}

const avatarDir = () => path.join(context.config.dataDir, 'uploads', 'avatars');
const storedFiles = async () => (existsSync(avatarDir()) ? (await readdir(avatarDir())).sort() : []);
const fileOf = (url: string) => path.join(avatarDir(), path.basename(url));

describe('PUT /api/customers/editCustomerImage/{customerId}', () => {
  it('stores a PNG under a random name and answers the customer with its URL', async () => {
    const { customer, headers } = await createCustomer(context);
    const response = await upload(customer.id, headers, multipart('image', 'me.png', 'image/png', TINY_PNG));
    expect(response.statusCode).toBe(200);
    const url: string = response.json().image.url;
    expect(url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(response.json()).toMatchObject({ id: customer.id, fullName: customer.fullName, status: { name: 'Start' } });
    expect(await readFile(fileOf(url))).toEqual(TINY_PNG);

    const profile = await context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${customer.id}`, headers });
    expect(profile.json().image).toEqual({ url });
  });

  it('goes by the bytes, not the name or declared type', async () => {
    const { customer, headers } = await createCustomer(context);
    const response = await upload(customer.id, headers, multipart('image', 'photo.jpg', 'image/jpeg', TINY_PNG));
    expect(response.statusCode).toBe(200);
    expect(response.json().image.url).toMatch(/\.png$/);
  });

  it('removes the picture it replaces', async () => {
    const { customer, headers } = await createCustomer(context);
    const first = (await upload(customer.id, headers, multipart('image', 'a.png', 'image/png', TINY_PNG))).json().image.url;
    const second = (await upload(customer.id, headers, multipart('image', 'b.png', 'image/png', TINY_PNG))).json().image.url;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
  });

  it('refuses a text file named like a picture with 400', async () => {
    const { customer, headers } = await createCustomer(context);
    const before = await storedFiles();
    const response = await upload(customer.id, headers, multipart('image', 'evil.png', 'image/png', Buffer.from('just some text')));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'The file is not a JPEG, PNG or WebP picture',
      fields: { image: 'must be a JPEG, PNG or WebP picture' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 and keeps the old picture', async () => {
    const { customer, headers } = await createCustomer(context, { imageUrl: '/media/uploads/avatars/old.png' });
    const before = await storedFiles();
    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(customer.id, headers, multipart('image', 'big.png', 'image/png', huge));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
    const profile = await context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${customer.id}`, headers });
    expect(profile.json().image).toEqual({ url: '/media/uploads/avatars/old.png' });
  });

  it('asks for the field "image" when the file comes under another name', async () => {
    const { customer, headers } = await createCustomer(context);
    const response = await upload(customer.id, headers, multipart('avatar', 'me.png', 'image/png', TINY_PNG));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ image: 'is required' });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'abc'],
    ['that is not a form', `multipart/form-data; boundary=${BOUNDARY}`, 'hello world'],
    ['cut off mid-file', `multipart/form-data; boundary=${BOUNDARY}`, multipart('image', 'a.png', 'image/png', TINY_PNG).subarray(0, 150)],
  ])('answers 400 to a multipart body %s', async (_label, contentType, payload) => {
    const { customer, headers } = await createCustomer(context);
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/customers/editCustomerImage/${customer.id}`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('image');
  });

  it('answers 415 to a JSON body', async () => {
    const { customer, headers } = await createCustomer(context);
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/customers/editCustomerImage/${customer.id}`,
      headers,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it("answers 401 without a token and 403 for another customer's picture", async () => {
    const { headers } = await createCustomer(context);
    const { customer: other } = await createCustomer(context);
    const body = multipart('image', 'me.png', 'image/png', TINY_PNG);
    expect((await upload(other.id, undefined, body)).statusCode).toBe(401);
    const before = await storedFiles();
    expect((await upload(other.id, headers, body)).statusCode).toBe(403);
    expect(await storedFiles()).toEqual(before);
  });

  it('is documented as a multipart upload', async () => {
    const openapi = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = openapi.paths['/api/customers/editCustomerImage/{customerId}'].put;
    expect(Object.keys(operation.requestBody?.content ?? {})).toContain('multipart/form-data');
  });
});
