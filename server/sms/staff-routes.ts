import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { staffIdOf } from '../http/guard';
import { errors } from '../http/schemas';
import { AddSmsTemplateBody, MAX_SMS_TEXT, SMS_TEMPLATE_NAMES, SMS_TEMPLATE_RULES, SmsNameInfo, SmsTemplate, SmsTextsBody } from '../../contract/communication';
import { addSmsTemplate, editSmsTemplate, listSmsTemplates } from './service';

const tags = ['sms templates (staff)'];
const security = [{ bearer: [] }];

// Any text, so an unknown name is a 404 rather than a schema refusal.
const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 40 }) });

/** The shop's SMS texts under /api/sms, either staff role; every save is audited. */
export const staffSmsTemplatesPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAll', {
    schema: {
      tags,
      security,
      summary: 'Every SMS the shop sends with its texts in uz and ru: the saved ones, or the built-in ones (isDefault)',
      response: { 200: Type.Array(SmsTemplate), ...errors(401, 403) },
    },
  }, async () => listSmsTemplates(deps));

  app.get('/enums/smsNames', {
    schema: {
      tags,
      security,
      summary: 'The SMS names with the placeholders each may use and must use, and the longest text',
      response: { 200: Type.Array(SmsNameInfo), ...errors(401, 403) },
    },
  }, async () => SMS_TEMPLATE_NAMES.map((name) => ({
    name,
    allowed: [...SMS_TEMPLATE_RULES[name].allowed],
    required: [...SMS_TEMPLATE_RULES[name].required],
    maxLength: MAX_SMS_TEXT,
  })));

  app.post('/add', {
    schema: {
      tags,
      security,
      summary: 'Saves the first texts of an SMS; unknown and missing placeholders are refused (400) naming them, saved ones 409',
      body: AddSmsTemplateBody,
      response: { 201: SmsTemplate, ...errors(400, 401, 403, 409) },
    },
  }, async (request, reply) => {
    const { name, textUZB, textRUS } = request.body;
    return reply.code(201).send(await addSmsTemplate(deps, staffIdOf(request), name, { textUZB, textRUS }));
  });

  app.put('/edit/:name', {
    schema: {
      tags,
      security,
      summary: 'Saves an SMS’s texts (its first save too); unknown and missing placeholders are refused (400) naming them',
      params: NameParams,
      body: SmsTextsBody,
      response: { 200: SmsTemplate, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => {
    const body: SmsTextsBody = request.body;
    return editSmsTemplate(deps, staffIdOf(request), request.params.name, body);
  });
};
