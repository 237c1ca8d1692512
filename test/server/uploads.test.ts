import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCustomer, createTestApp, type TestContext } from './harness';
import { BOUNDARY, JPEG_4X4, WEBP_ALPHA, WEBP_LOSSLESS, WEBP_LOSSY, multipartBody, pngImage } from './images';

/** Avatar uploads through HTTP: what is stored, under which name, how it is served, and what is refused. */

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const FIVE_MB = 5 * 1024 * 1024;

async function upload(bytes: Buffer, options: { filename?: string; contentType?: string } = {}) {
  const { customer, headers } = await createCustomer(context);
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/customers/editCustomerImage/${customer.id}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody('image', options.filename ?? 'me.png', options.contentType ?? 'image/png', bytes),
  });
  return { response, customer, headers };
}

const avatarDir = () => path.join(context.config.dataDir, 'uploads', 'avatars');
const storedFiles = async () => (existsSync(avatarDir()) ? (await readdir(avatarDir())).sort() : []);

function expectErrorShape(body: unknown, code: string) {
  expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
}

describe('accepted pictures', () => {
  it.each([
    ['PNG', pngImage(), 'png', 'image/png'],
    ['JPEG', JPEG_4X4, 'jpg', 'image/jpeg'],
    ['lossy WebP', WEBP_LOSSY, 'webp', 'image/webp'],
    ['lossless WebP', WEBP_LOSSLESS, 'webp', 'image/webp'],
    ['WebP with alpha (VP8X)', WEBP_ALPHA, 'webp', 'image/webp'],
  ])('stores a %s under a generated name and serves it with its type and nosniff', async (_label, bytes, extension, mimeType) => {
    const { response } = await upload(bytes, { filename: '../../../etc/evil name.html', contentType: 'text/html' });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().image.url;
    expect(url).toMatch(new RegExp(`^/media/uploads/avatars/[0-9a-f]{32}\\.${extension}$`));
    expect(url).not.toContain('evil');

    const served = await context.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mimeType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts a picture of exactly 5 MB', async () => {
    const { response } = await upload(pngImage({ totalBytes: FIVE_MB }));
    expect(response.statusCode).toBe(200);
    const stored = await readFile(path.join(avatarDir(), path.basename(response.json().image.url)));
    expect(stored.length).toBe(FIVE_MB);
  });

  it('stores only the picture when something is glued after its end', async () => {
    const png = pngImage();
    const { response } = await upload(Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]));
    expect(response.statusCode).toBe(200);
    const stored = await readFile(path.join(avatarDir(), path.basename(response.json().image.url)));
    expect(stored.equals(png)).toBe(true);
  });
});

describe('refused uploads', () => {
  const png = pngImage();
  it.each([
    ['an SVG named like a PNG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>')],
    ['an HTML page named like a PNG', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['HTML behind a PNG signature', Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['a GIF', Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')],
    ['a truncated PNG', png.subarray(0, png.length - 6)],
    ['a truncated JPEG', JPEG_4X4.subarray(0, JPEG_4X4.length - 40)],
    ['a truncated WebP', WEBP_LOSSY.subarray(0, WEBP_LOSSY.length - 4)],
    ['a PNG claiming 100 000 x 100 000 pixels', pngImage({ width: 100_000, height: 100_000 })],
    ['a PNG claiming 0 pixels wide', pngImage({ width: 0, height: 4 })],
    ['an empty file', Buffer.alloc(0)],
  ])('answers 400 in the error shape to %s and stores nothing', async (_label, bytes) => {
    const before = await storedFiles();
    const { response, customer, headers } = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'VALIDATION');
    expect(response.json().error.fields).toHaveProperty('image');
    expect(await storedFiles()).toEqual(before);
    const profile = await context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${customer.id}`, headers });
    expect(profile.json().image).toBeNull();
  });

  it('answers 413 in the error shape to a picture one byte over 5 MB', async () => {
    const before = await storedFiles();
    const { response } = await upload(pngImage({ totalBytes: FIVE_MB + 1 }));
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 'PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 415 in the error shape to a picture sent as the raw body', async () => {
    const { customer, headers } = await createCustomer(context);
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/customers/editCustomerImage/${customer.id}`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('serving uploads', () => {
  it.each([
    '/media/uploads/avatars/..%2F..%2Fjwt-secret',
    '/media/uploads/avatars/../../jwt-secret',
    '/media/uploads/avatars/none.svg',
    '/media/uploads/avatars/none.html',
  ])('answers 404 in the error shape to %s', async (url) => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.json(), 'NOT_FOUND');
  });
});
