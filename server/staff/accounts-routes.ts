import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { staffIdOf } from '../http/guard';
import { errors, IdParams, NoContent } from '../http/schemas';
import { AddStaffBody, EditStaffBody, ResetPasswordBody } from '../../contract/staff';
import { ResetPasswordAnswer, StaffAccount } from './accounts-schemas';
import { addAccount, editAccount, listAccounts, removeAccount, resetPassword } from './accounts-service';

const tags = ['staff accounts'];
const security = [{ bearer: [] }];

/**
 * Staff accounts under /api/users (the existing staff app's paths, `geAllUser` spelled as it calls it). ADMIN only:
 * buildApp registers it inside the staff scope's ADMIN scope, which reads the role as stored now (a MANAGER gets 403).
 */
export const adminAccountsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/geAllUser', {
    schema: { tags, security, summary: 'Every staff account (ADMIN only)', response: { 200: Type.Array(StaffAccount), ...errors(401, 403) } },
  }, async () => listAccounts(deps));

  app.post('/add', {
    schema: {
      tags,
      security,
      summary: 'A new staff account: name, phone, role and password (ADMIN only); a taken phone is 409 DUPLICATE',
      body: AddStaffBody,
      response: { 201: StaffAccount, ...errors(400, 401, 403, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await addAccount(deps, staffIdOf(request), request.body)));

  app.put('/editUser/:id', {
    schema: {
      tags,
      security,
      summary: 'Name and role (ADMIN only); a new role ends that account\'s sign-ins; demoting the last ADMIN is 409',
      params: IdParams,
      body: EditStaffBody,
      response: { 200: StaffAccount, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => editAccount(deps, staffIdOf(request), request.params.id, request.body));

  app.put('/resetPassword/:id', {
    schema: {
      tags,
      security,
      summary: 'A new password, given or made by the server (answered this once); ends that account\'s sign-ins (ADMIN only)',
      params: IdParams,
      body: ResetPasswordBody,
      response: { 200: ResetPasswordAnswer, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => resetPassword(deps, staffIdOf(request), request.params.id, request.body.password));

  app.delete('/deleteUser/:id', {
    schema: {
      tags,
      security,
      summary: 'Removes a staff account, one\'s own too (ADMIN only); removing the last ADMIN is 409',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await removeAccount(deps, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};
