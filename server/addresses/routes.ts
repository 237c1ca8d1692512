import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { CustomerIdParams, IdParams, NoContent, errors } from '../http/schemas';
import type { AddressHolders } from './holders';
import { regionLookupRoutes } from './lookups';
import { loadAddresses } from './queries';
import { AddAddressBody, Address, EditAddressBody } from '../../contract/address';
import { addAddress, deleteAddress, editAddress } from './service';

const tags = ['addresses'];
const security = [{ bearer: [] }];

/** The customer's address book and the places' lookups; deleting an address asks orders/ through the holders. */
export const addressesPlugin = (holders: AddressHolders): DomainPlugin => async (app, { deps }) => {
  await regionLookupRoutes(app, deps);

  app.get('/api/address/getAddressesByCustomerId/:customerId', {
    schema: {
      tags,
      security,
      summary: "The customer's delivery addresses, oldest first",
      params: CustomerIdParams,
      response: { 200: Type.Array(Address), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => loadAddresses(deps.db, request.params.customerId));

  app.post('/api/address/addAddress', {
    schema: {
      tags,
      security,
      summary: 'Adds a delivery address: street and house in Tashkent city, a post branch elsewhere (10 at most)',
      body: AddAddressBody,
      response: { 201: Address, ...errors(400, 401, 403, 409) },
    },
    config: { auth: 'customer' },
  }, async (request, reply) => {
    const address = await addAddress(deps.db, request.body.customerId, request.body, deps.clock.now());
    return reply.status(201).send(address);
  });

  app.put('/api/address/editAddress/:id', {
    schema: {
      tags,
      security,
      summary: 'Replaces an address with the same rules as adding one',
      params: IdParams,
      body: EditAddressBody,
      response: { 200: Address, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'id', resource: 'address' }] },
  }, async (request) => editAddress(deps.db, request.params.id, request.body));

  app.delete('/api/address/deleteAddress/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes an address; orders placed with it keep their own copy',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'id', resource: 'address' }] },
  }, async (request, reply) => {
    await deleteAddress(deps.db, holders, customerIdOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
