import { MAX_ADDRESS_TEXT } from '../../../contract/limits';
import type { Address, AddressInput } from './types';

/*
 * The address form's rules (docs/api.md "Addresses"), pure so the dialog and the tests share them:
 * Tashkent city takes street and house number, every other region a post branch of the chosen district.
 */

export type AddressDraft = {
  regionId: number | null;
  subRegionId: number | null;
  postFilialId: number | null;
  street: string;
  houseNumber: string;
};
export type AddressField = keyof AddressDraft;

export type AddressProblem =
  | 'regionRequired'
  | 'regionInvalid'
  | 'subRegionRequired'
  | 'subRegionInvalid'
  | 'postFilialRequired'
  | 'postFilialInvalid'
  | 'streetRequired'
  | 'houseRequired'
  | 'textTooLong';

export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

export const emptyDraft: AddressDraft = { regionId: null, subRegionId: null, postFilialId: null, street: '', houseNumber: '' };

export function draftOf(address: Address): AddressDraft {
  return {
    regionId: address.region.id,
    subRegionId: address.subRegion.id,
    postFilialId: address.postFilial?.id ?? null,
    street: address.street ?? '',
    houseNumber: address.houseNumber ?? '',
  };
}

/** A new region empties the district and branch below it; a new district empties the branch. */
export function withRegion(draft: AddressDraft, regionId: number | null): AddressDraft {
  return { ...draft, regionId, subRegionId: null, postFilialId: null };
}

export function withSubRegion(draft: AddressDraft, subRegionId: number | null): AddressDraft {
  return { ...draft, subRegionId, postFilialId: null };
}

function textProblem(value: string, missing: AddressProblem): AddressProblem | undefined {
  const text = value.trim();
  if (!text) return missing;
  return text.length > MAX_ADDRESS_TEXT ? 'textTooLong' : undefined;
}

/** `isTashkentCity` is the chosen region's flag (unknown while no region is chosen). */
export function validateAddress(draft: AddressDraft, isTashkentCity: boolean): AddressProblems {
  const problems: AddressProblems = {};
  if (draft.regionId === null) problems.regionId = 'regionRequired';
  if (draft.subRegionId === null) problems.subRegionId = 'subRegionRequired';
  if (draft.regionId === null) return problems;
  if (isTashkentCity) {
    const street = textProblem(draft.street, 'streetRequired');
    const houseNumber = textProblem(draft.houseNumber, 'houseRequired');
    if (street) problems.street = street;
    if (houseNumber) problems.houseNumber = houseNumber;
  } else if (draft.postFilialId === null && draft.subRegionId !== null) {
    problems.postFilialId = 'postFilialRequired';
  }
  return problems;
}

/** What the server is sent: a branch outside Tashkent city, a street and house inside it, never both. */
export function addressInput(draft: AddressDraft, isTashkentCity: boolean): AddressInput {
  if (draft.regionId === null || draft.subRegionId === null) throw new Error('validate the address before sending it');
  const place = { regionId: draft.regionId, subRegionId: draft.subRegionId };
  if (isTashkentCity) return { ...place, street: draft.street.trim(), houseNumber: draft.houseNumber.trim() };
  if (draft.postFilialId === null) throw new Error('validate the address before sending it');
  return { ...place, postFilialId: draft.postFilialId };
}

const serverFieldProblems: Record<AddressField, { missing: AddressProblem; invalid: AddressProblem }> = {
  regionId: { missing: 'regionRequired', invalid: 'regionInvalid' },
  subRegionId: { missing: 'subRegionRequired', invalid: 'subRegionInvalid' },
  postFilialId: { missing: 'postFilialRequired', invalid: 'postFilialInvalid' },
  street: { missing: 'streetRequired', invalid: 'streetRequired' },
  houseNumber: { missing: 'houseRequired', invalid: 'houseRequired' },
};

function isAddressField(name: string): name is AddressField {
  return Object.hasOwn(serverFieldProblems, name);
}

/**
 * The server's 400 `fields` (English, for developers) as the form's own translated problems: which field,
 * and whether it was missing, too long or not a place of the chosen region.
 */
export function problemsFromServer(fields: Record<string, string> | undefined): AddressProblems {
  const problems: AddressProblems = {};
  for (const [rawName, message] of Object.entries(fields ?? {})) {
    const name = rawName.replace(/^\//, '');
    if (!isAddressField(name)) continue;
    if (/at most|long/i.test(message) && (name === 'street' || name === 'houseNumber')) problems[name] = 'textTooLong';
    else if (/required|choose/i.test(message)) problems[name] = serverFieldProblems[name].missing;
    else problems[name] = serverFieldProblems[name].invalid;
  }
  return problems;
}
