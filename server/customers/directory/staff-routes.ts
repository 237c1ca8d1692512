import type { DomainPlugin } from '../../http/app-type';
import { staffIdOf } from '../../http/guard';
import { errors, NoContent } from '../../http/schemas';
import type { CustomerHolders } from '../holders';
import { CustomerIdParam, CustomerListQuery, StaffCustomerDetail, StaffCustomerPage } from './schemas';
import { customerDetail, deleteCustomer, listCustomers } from './service';

const tags = ['customers (staff)'];
const security = [{ bearer: [] }];

/**
 * The staff's customer screens under /api/customers/staff: the customer's own /api/customers/getCustomerById/{id}
 * (a customer token) takes the plain address, so the staff's routes sit one step below it. Either staff role.
 */
export const staffCustomersPlugin = (holders: CustomerHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/getAll', {
    schema: {
      tags,
      security,
      summary: 'Customers newest first, each with their orders count and total spent; search by name or phone digits; deleted ones only with state',
      querystring: CustomerListQuery,
      response: { 200: StaffCustomerPage, ...errors(400, 401, 403) },
    },
  }, async (request) => listCustomers(deps, holders, request.query));

  app.get('/getCustomerById/:id', {
    schema: {
      tags,
      security,
      summary: 'One customer: profile, loyalty tier, orders (newest first) and coupons',
      params: CustomerIdParam,
      response: { 200: StaffCustomerDetail, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => customerDetail(deps, holders, request.params.id));

  app.delete('/delete/:id', {
    schema: {
      tags,
      security,
      summary: 'Anonymises the customer (personal data wiped, sign-ins ended; orders and payments kept); 409 when already deleted',
      params: CustomerIdParam,
      response: { 204: NoContent, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await deleteCustomer(deps, holders, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};
