import { addressInput, emptyDraft, problemsFromServer, validateAddress, withRegion, withSubRegion } from './addressForm';

const tashkentDraft = { regionId: 1, subRegionId: 11, postFilialId: null, street: ' Amir Temur ko‘chasi ', houseNumber: '107B' };
const regionDraft = { regionId: 12, subRegionId: 64, postFilialId: 108, street: '', houseNumber: '' };

describe('validateAddress', () => {
  it('asks for the region and the district first', () => {
    expect(validateAddress(emptyDraft, false)).toEqual({ regionId: 'regionRequired', subRegionId: 'subRegionRequired' });
  });

  it('wants street and house number in Tashkent city, and no post branch', () => {
    expect(validateAddress(tashkentDraft, true)).toEqual({});
    expect(validateAddress({ ...tashkentDraft, street: '  ', houseNumber: '' }, true)).toEqual({
      street: 'streetRequired',
      houseNumber: 'houseRequired',
    });
  });

  it('limits street and house to 200 characters after trimming', () => {
    expect(validateAddress({ ...tashkentDraft, street: `${'a'.repeat(200)}  ` }, true)).toEqual({});
    expect(validateAddress({ ...tashkentDraft, street: 'a'.repeat(201) }, true)).toEqual({ street: 'textTooLong' });
  });

  it('wants a post branch elsewhere, and no street', () => {
    expect(validateAddress(regionDraft, false)).toEqual({});
    expect(validateAddress({ ...regionDraft, postFilialId: null }, false)).toEqual({ postFilialId: 'postFilialRequired' });
  });
});

describe('the cascade', () => {
  it('empties district and branch when the region changes, and the branch when the district does', () => {
    expect(withRegion(regionDraft, 1)).toEqual({ ...regionDraft, regionId: 1, subRegionId: null, postFilialId: null });
    expect(withSubRegion(regionDraft, 65)).toEqual({ ...regionDraft, subRegionId: 65, postFilialId: null });
  });
});

describe('addressInput', () => {
  it('sends trimmed street and house for Tashkent city', () => {
    expect(addressInput(tashkentDraft, true)).toEqual({ regionId: 1, subRegionId: 11, street: 'Amir Temur ko‘chasi', houseNumber: '107B' });
  });

  it('sends only the post branch elsewhere', () => {
    expect(addressInput({ ...regionDraft, street: 'left over' }, false)).toEqual({ regionId: 12, subRegionId: 64, postFilialId: 108 });
  });
});

describe('problemsFromServer', () => {
  it('turns the server’s field messages into the form’s own problems', () => {
    expect(
      problemsFromServer({
        street: 'is required in Tashkent city',
        houseNumber: 'is at most 200 characters',
        subRegionId: 'is not a district of the chosen region',
        postFilialId: 'is required outside Tashkent city',
        customerId: 'ignored: not a field of the form',
      }),
    ).toEqual({ street: 'streetRequired', houseNumber: 'textTooLong', subRegionId: 'subRegionInvalid', postFilialId: 'postFilialRequired' });
  });

  it('reads schema paths like "/regionId" too', () => {
    expect(problemsFromServer({ '/regionId': 'must be integer' })).toEqual({ regionId: 'regionInvalid' });
    expect(problemsFromServer(undefined)).toEqual({});
  });
});
