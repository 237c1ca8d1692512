import type { AddSmsTemplateBody, SmsTemplate } from '../../../../contract/communication';
import { staffTaggedApi } from '../api';

const templateList = { type: 'StaffSms' as const, id: 'LIST' };

/** An SMS's texts to save: added (POST, the whole body) while it `isDefault`, never saved yet; edited (PUT /edit/{name}) after. */
export type SaveTemplate = AddSmsTemplateBody & { isDefault: boolean };

/** The shop's SMS texts: a never-saved one is added, a saved one edited (docs/api.md "Staff: communication"). */
export const smsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffSms'] }).injectEndpoints({
  endpoints: (builder) => ({
    getSmsTemplates: builder.query<SmsTemplate[], void>({
      query: () => '/api/sms/getAll',
      providesTags: [templateList],
    }),
    saveSmsTemplate: builder.mutation<SmsTemplate, SaveTemplate>({
      query: ({ name, textUZB, textRUS, isDefault }) => isDefault
        ? { url: '/api/sms/add', method: 'POST', body: { name, textUZB, textRUS } }
        : { url: `/api/sms/edit/${name}`, method: 'PUT', body: { textUZB, textRUS } },
      invalidatesTags: (_template, error) => (error?.status === 401 ? [] : [templateList]),
    }),
  }),
});

export const { useGetSmsTemplatesQuery, useSaveSmsTemplateMutation } = smsApi;
