import { fieldErrors } from './errors';

describe('fieldErrors', () => {
  it('names missing, extra and invalid fields as the client sent them', () => {
    expect(
      fieldErrors([
        { instancePath: '', message: "must have required property 'phoneNumber'", params: { missingProperty: 'phoneNumber' } },
        { instancePath: '/quantity', message: 'must be >= 1', params: { limit: 1 } },
        { instancePath: '/items/0', message: 'must be object', params: {} },
        { instancePath: '/address', message: 'must NOT have additional properties', params: { additionalProperty: 'zip' } },
      ]),
    ).toEqual({ phoneNumber: 'is required', quantity: 'must be >= 1', 'items.0': 'must be object', 'address.zip': 'is not a field of this request' });
  });

  it('keeps the first message of a field', () => {
    expect(fieldErrors([{ instancePath: '/a', message: 'first' }, { instancePath: '/a', message: 'second' }])).toEqual({ a: 'first' });
  });
});
