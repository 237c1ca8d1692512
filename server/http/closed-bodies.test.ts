import { Type, type TSchema } from '@sinclair/typebox';
import Fastify from 'fastify';
import { requireClosedBodies, unclosedObjects } from './closed-bodies';
import { ClosedObject } from '../../contract/request';

describe('unclosedObjects', () => {
  it('finds an object that says nothing about unknown fields, at any depth', () => {
    expect(unclosedObjects(Type.Object({ a: Type.String() }))).toEqual(['body']);
    expect(unclosedObjects(ClosedObject({ inner: Type.Object({ a: Type.String() }) }))).toEqual(['body.inner']);
    expect(unclosedObjects(ClosedObject({ list: Type.Array(Type.Object({ a: Type.String() })) }))).toEqual(['body.list[]']);
    expect(unclosedObjects(ClosedObject({ either: Type.Union([Type.Null(), Type.Object({ a: Type.String() })]) }))).toEqual(['body.either (anyOf 1)']);
    expect(unclosedObjects(ClosedObject({ map: Type.Record(Type.String(), Type.Integer()) }))).toEqual(['body.map']);
    expect(unclosedObjects(Type.Composite([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]))).toEqual(['body']);
  });

  it('accepts closed objects and objects open on purpose', () => {
    expect(unclosedObjects(ClosedObject({ a: Type.String(), list: Type.Array(ClosedObject({ b: Type.Integer() })) }))).toEqual([]);
    expect(unclosedObjects(Type.Object({ a: Type.String() }, { additionalProperties: true }))).toEqual([]);
    expect(unclosedObjects(Type.Composite([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })], { additionalProperties: false }))).toEqual([]);
    expect(unclosedObjects(Type.Array(Type.Integer()))).toEqual([]);
    expect(unclosedObjects(undefined)).toEqual([]);
  });
});

describe('requireClosedBodies', () => {
  async function start(body: TSchema) {
    const app = Fastify();
    requireClosedBodies(app);
    try {
      app.post('/thing', { schema: { body } }, async () => null);
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('refuses to start with a route whose body is open by default, naming the route and the object', async () => {
    await expect(start(ClosedObject({ inner: Type.Object({ a: Type.String() }) }))).rejects.toThrow(/POST \/thing: body\.inner/);
  });

  it('starts with closed bodies', async () => {
    await expect(start(ClosedObject({ a: Type.String() }))).resolves.toBeUndefined();
  });
});
