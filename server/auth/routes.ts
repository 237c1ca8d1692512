import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { DomainPlugin } from '../http/app-type';
import { CodeBody, ForgetPasswordBody, LoginBody, PhoneBody, RegisterBody } from '../../contract/auth';
import { StaffRole } from '../../contract/staff';
import { ErrorResponse, NoContent, errors } from '../http/schemas';
import {
  checkRegistered,
  loginCustomer,
  loginStaff,
  registerAndSignIn,
  resetPassword,
  sendPasswordResetCode,
  verifyCode,
} from './service';
import { SmsRateLimitedError } from './verification';
import { visitorLanguage } from '../web/language';

const tags = ['auth'];
// 503 when the SMS gateway fails; the code is then discarded and does not count against the limits.
const SmsFailure = { 503: ErrorResponse };

/** Sends a code, telling a rate-limited caller in Retry-After how long to wait. */
async function sendingCode<T>(reply: FastifyReply, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof SmsRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

export const authPlugin: DomainPlugin = async (app, { deps }) => {
  app.post('/isRegistered', {
    schema: {
      tags,
      summary: 'Whether a phone is registered; when not, a 4-digit registration code is sent by SMS (in the shopper’s language: the language cookie, else Accept-Language, else Uzbek)',
      body: PhoneBody,
      response: { 200: Type.Boolean(), ...errors(400, 429), ...SmsFailure },
    },
  }, async (request, reply) => sendingCode(reply, () => checkRegistered(deps, request.body.phoneNumber, visitorLanguage(request))));

  app.post('/smsCodeVerification', {
    schema: {
      tags,
      summary: 'Checks a code without using it (a wrong one counts as a try)',
      description: 'For a registered phone the password-reset code is checked, otherwise the registration code.',
      body: CodeBody,
      response: { 204: NoContent, ...errors(400) },
    },
  }, async (request, reply) => {
    await verifyCode(deps, request.body.phoneNumber, request.body.verifyCode);
    return reply.status(204).send(null);
  });

  app.post('/register', {
    schema: {
      tags,
      summary: 'Creates a customer with the registration code sent to the phone, and signs them in',
      body: RegisterBody,
      response: { 201: Type.Object({ customerId: Type.Integer(), accessToken: Type.String() }), ...errors(400, 409) },
    },
  }, async (request, reply) => reply.status(201).send(await registerAndSignIn(deps, request.body)));

  app.post('/loginCustomer', {
    schema: {
      tags,
      summary: 'Customer sign-in',
      body: LoginBody,
      response: { 200: Type.Object({ accessToken: Type.String(), customerId: Type.Integer() }), ...errors(400, 401) },
    },
  }, async (request) => loginCustomer(deps, request.body.phoneNumber, request.body.password));

  app.post('/sendVerifyCodeForForgetPassword', {
    schema: {
      tags,
      summary: 'Sends a password-reset code to a registered phone (in the shopper’s language: the language cookie, else Accept-Language, else Uzbek)',
      body: PhoneBody,
      response: { 204: NoContent, ...errors(400, 404, 429), ...SmsFailure },
    },
  }, async (request, reply) => {
    await sendingCode(reply, () => sendPasswordResetCode(deps, request.body.phoneNumber, visitorLanguage(request)));
    return reply.status(204).send(null);
  });

  app.post('/forgetPassword', {
    schema: {
      tags,
      summary: 'Sets a new password with the reset code',
      body: ForgetPasswordBody,
      response: { 204: NoContent, ...errors(400, 404) },
    },
  }, async (request, reply) => {
    await resetPassword(deps, request.body);
    return reply.status(204).send(null);
  });

  app.post('/loginUser', {
    schema: {
      tags,
      summary: 'Staff sign-in',
      body: LoginBody,
      response: {
        200: Type.Object({ accessToken: Type.String(), userId: Type.Integer(), role: StaffRole }),
        ...errors(400, 401),
      },
    },
  }, async (request) => loginStaff(deps, request.body.phoneNumber, request.body.password));
};
