import type { Database, Executor } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { findPostFilial, findRegion, findSubRegion } from './lookups';
import { lockCustomer } from '../customers/service';
import type { AddressHolders } from './holders';
import { clearStreetsOf, countAddresses, deleteAddressRow, insertAddress, loadAddress, loadAddressFields, updateAddress, type AddressFields } from './queries';
import type { Address, EditAddressBody } from '../../contract/address';
import { MAX_ADDRESSES, MAX_ADDRESS_TEXT } from '../../contract/limits';


/** A street or house number as stored: trimmed; the message of what is wrong with it, if anything. */
function addressText(value: string | null | undefined): { text: string; problem?: string } {
  const text = (value ?? '').trim();
  if (!text) return { text, problem: 'is required in Tashkent city' };
  if (text.length > MAX_ADDRESS_TEXT) return { text, problem: `is at most ${MAX_ADDRESS_TEXT} characters` };
  return { text };
}

/**
 * A place staff deactivated is not chosen anew; an address that already names it may keep it when edited
 * (docs/api.md "Staff: places").
 */
const offered = (place: { id: number; active: boolean }, keptId: number | null | undefined) => place.active || place.id === keptId;

/**
 * Checks that the places nest (district in region, post branch in district) and that the address suits
 * its region: Tashkent city is delivered to the door, every other region to a post branch.
 */
async function addressFields(db: Executor, input: EditAddressBody, kept?: AddressFields): Promise<AddressFields> {
  const region = await findRegion(db, input.regionId);
  if (!region) throw badRequest('Unknown region', { regionId: 'is not a known region' });
  if (!offered(region, kept?.regionId)) throw badRequest('The region is no longer offered', { regionId: 'is no longer offered' });
  const subRegion = await findSubRegion(db, input.subRegionId);
  if (!subRegion || subRegion.regionId !== region.id) {
    throw badRequest('The district is not in that region', { subRegionId: 'is not a district of the chosen region' });
  }
  if (!offered(subRegion, kept?.subRegionId)) throw badRequest('The district is no longer offered', { subRegionId: 'is no longer offered' });
  const postFilialId = input.postFilialId ?? null;

  if (region.isTashkentCity) {
    const street = addressText(input.street);
    const houseNumber = addressText(input.houseNumber);
    const problems: Record<string, string> = {};
    if (street.problem) problems.street = street.problem;
    if (houseNumber.problem) problems.houseNumber = houseNumber.problem;
    if (postFilialId !== null) problems.postFilialId = 'Tashkent city is delivered to the door, not to a post branch';
    if (Object.keys(problems).length) throw badRequest('Check the address', problems);
    return { regionId: region.id, subRegionId: subRegion.id, postFilialId: null, street: street.text, houseNumber: houseNumber.text };
  }

  if (postFilialId === null) throw badRequest('Choose a post branch', { postFilialId: 'is required outside Tashkent city' });
  const filial = await findPostFilial(db, postFilialId);
  if (!filial || filial.subRegionId !== subRegion.id) {
    throw badRequest('The post branch is not in that district', { postFilialId: 'is not a post branch of the chosen district' });
  }
  if (!offered(filial, kept?.postFilialId)) throw badRequest('The post branch is no longer offered', { postFilialId: 'is no longer offered' });
  // Parcels wait at the branch, so a street would only mislead the courier's label.
  return { regionId: region.id, subRegionId: subRegion.id, postFilialId: filial.id, street: null, houseNumber: null };
}

/** One address as an order copies it (orders/service.ts), inside the order's transaction; undefined when gone. */
export function findAddress(db: Executor, addressId: number): Promise<Address | undefined> {
  return loadAddress(db, addressId);
}

async function answerAddress(db: Database, addressId: number): Promise<Address> {
  const address = await loadAddress(db, addressId);
  if (!address) throw notFound('Address');
  return address;
}

export async function addAddress(db: Database, customerId: number, input: EditAddressBody, now: Date): Promise<Address> {
  const addressId = await db.transaction(async (tx) => {
    const fields = await addressFields(tx, input);
    // The customer's row locked first, so two adds cannot pass the limit together.
    await lockCustomer(tx, customerId);
    if ((await countAddresses(tx, customerId)) >= MAX_ADDRESSES) {
      throw conflict('CONFLICT', `A customer keeps at most ${MAX_ADDRESSES} addresses; delete one first`);
    }
    return insertAddress(tx, customerId, fields, now);
  });
  return answerAddress(db, addressId);
}

export async function editAddress(db: Database, addressId: number, input: EditAddressBody): Promise<Address> {
  const fields = await addressFields(db, input, await loadAddressFields(db, addressId));
  await updateAddress(db, addressId, fields);
  return answerAddress(db, addressId);
}

export async function deleteAddress(db: Database, holders: AddressHolders, customerId: number, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await holders.releaseAddress(tx, addressId);
    await deleteAddressRow(tx, customerId, addressId);
  });
}

/**
 * What a deleted customer's addresses keep: the street and house go, the rows stay, since orders point at them
 * (orders.address_id) and the region says nothing of the person (customers/directory/service.ts).
 */
export function forgetStreets(db: Executor, customerId: number): Promise<void> {
  return clearStreetsOf(db, customerId);
}
