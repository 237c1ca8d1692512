import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { addresses, postFilials, regions, subRegions } from '../db/schema/places';
import type { Address } from '../../contract/address';

/** What an address row stores once the rules of service.ts have been applied. */
export interface AddressFields {
  regionId: number;
  subRegionId: number;
  postFilialId: number | null;
  street: string | null;
  houseNumber: string | null;
}

const addressColumns = {
  id: addresses.id,
  region: { id: regions.id, nameUZB: regions.nameUZB, nameRUS: regions.nameRUS, isTashkentCity: regions.isTashkentCity },
  subRegion: { id: subRegions.id, nameUZB: subRegions.nameUZB, nameRUS: subRegions.nameRUS },
  postFilial: {
    id: postFilials.id,
    nameUZB: postFilials.nameUZB,
    nameRUS: postFilials.nameRUS,
    addressUZB: postFilials.addressUZB,
    addressRUS: postFilials.addressRUS,
  },
  street: addresses.street,
  houseNumber: addresses.houseNumber,
};

function selectAddresses(db: Executor, where: SQL): Promise<Address[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(regions, eq(regions.id, addresses.regionId))
    .innerJoin(subRegions, eq(subRegions.id, addresses.subRegionId))
    .leftJoin(postFilials, eq(postFilials.id, addresses.postFilialId))
    .where(where)
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/** The customer's address book, in the order the addresses were added. */
export function loadAddresses(db: Executor, customerId: number): Promise<Address[]> {
  return selectAddresses(db, eq(addresses.customerId, customerId));
}

export async function loadAddress(db: Executor, addressId: number): Promise<Address | undefined> {
  const [address] = await selectAddresses(db, eq(addresses.id, addressId));
  return address;
}

/** The places and texts an address stores now, as service.ts compares an edit with them. */
export async function loadAddressFields(db: Executor, addressId: number): Promise<AddressFields | undefined> {
  const [row] = await db
    .select({
      regionId: addresses.regionId,
      subRegionId: addresses.subRegionId,
      postFilialId: addresses.postFilialId,
      street: addresses.street,
      houseNumber: addresses.houseNumber,
    })
    .from(addresses)
    .where(eq(addresses.id, addressId));
  return row;
}

/** How many addresses the customer has. */
export async function countAddresses(db: Executor, customerId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  return Number(row?.total ?? 0);
}

export async function insertAddress(db: Executor, customerId: number, fields: AddressFields, createdAt: Date): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      customerId,
      regionId: fields.regionId,
      subRegionId: fields.subRegionId,
      postFilialId: fields.postFilialId,
      street: fields.street,
      houseNumber: fields.houseNumber,
      createdAt,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function updateAddress(db: Executor, addressId: number, fields: AddressFields): Promise<void> {
  await db
    .update(addresses)
    .set({
      regionId: fields.regionId,
      subRegionId: fields.subRegionId,
      postFilialId: fields.postFilialId,
      street: fields.street,
      houseNumber: fields.houseNumber,
    })
    .where(eq(addresses.id, addressId));
}

export async function deleteAddressRow(db: Executor, customerId: number, addressId: number): Promise<void> {
  await db.delete(addresses).where(and(eq(addresses.customerId, customerId), eq(addresses.id, addressId)));
}

export async function clearStreetsOf(db: Executor, customerId: number): Promise<void> {
  await db.update(addresses).set({ street: null, houseNumber: null }).where(eq(addresses.customerId, customerId));
}
