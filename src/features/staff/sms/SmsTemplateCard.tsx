import { useEffect, useRef, useState } from 'react';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { SmsTemplate } from '../../../../contract/communication';
import { groupThousands } from '../../../components/Price';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useSaveSmsTemplateMutation } from './api';
import { MAX_SMS_TEXT, smsParts, smsPreview, smsTextProblem, type SmsTextProblem } from './smsText';

type Language = 'uz' | 'ru';

/** One SMS: its two texts, the placeholders to put in (required ones marked), a preview with sample values, save. */
/** `onChanged(true)` while its texts differ from the stored ones, `onChanged(false)` once they do not or it goes (the section guards them). */
export function SmsTemplateCard({ template, onChanged }: { template: SmsTemplate; onChanged: (name: string, changed: boolean) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('communication');
  const [save, saving] = useSaveSmsTemplateMutation();
  const [texts, setTexts] = useState<Record<Language, string>>({ uz: template.textUZB, ru: template.textRUS });
  const [serverProblems, setServerProblems] = useState<Partial<Record<Language, string>>>({});
  const [showProblems, setShowProblems] = useState(false);
  const lastField = useRef<Language>('uz');
  const inputs = { uz: useRef<HTMLTextAreaElement>(null), ru: useRef<HTMLTextAreaElement>(null) };
  const id = (language: Language) => `sms-${template.name}-${language}`;

  const problemText = (problem: SmsTextProblem | null) =>
    problem && t(`staff.communication.sms.problems.${problem.kind}`, { names: 'names' in problem ? problem.names : '', max: MAX_SMS_TEXT });
  const problems = { uz: smsTextProblem(template, texts.uz), ru: smsTextProblem(template, texts.ru) };
  const changed = texts.uz !== template.textUZB || texts.ru !== template.textRUS;

  useEffect(() => {
    if (!changed) return;
    onChanged(template.name, true);
    return () => onChanged(template.name, false);
  }, [changed, onChanged, template.name]);

  const update = (language: Language, value: string) => {
    setTexts((current) => ({ ...current, [language]: value }));
    setServerProblems((current) => ({ ...current, [language]: undefined }));
  };

  /** Puts {name} where the caret is in the field last used, and gives it the focus back. */
  const insert = (name: string) => {
    const language = lastField.current;
    const input = inputs[language].current;
    const text = texts[language];
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const token = `{${name}}`;
    update(language, text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async () => {
    setShowProblems(true);
    const first = (['uz', 'ru'] as const).find((language) => problems[language]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    try {
      await save({ name: template.name, textUZB: texts.uz, textRUS: texts.ru, isDefault: template.isDefault }).unwrap();
      enqueueSnackbar(t('staff.communication.sms.saved', { name: t(`staff.communication.sms.names.${template.name}`) }), { variant: 'success' });
      setShowProblems(false);
    } catch (error) {
      // The toast says it too; the texts the server refused are marked under their fields.
      const { reason, fields } = failed(error);
      if (reason === 'checkFields' && Object.keys(fields).length > 0) setServerProblems({ uz: fields.textUZB, ru: fields.textRUS });
    }
  };

  const samples: Record<Language, Record<string, string>> = {
    uz: { code: '4821', orderNumber: 'LB-000123', trackingNumber: 'UZ1234567890', total: `${groupThousands(400_000)} ${t('staff.communication.sms.currency.uz')}` },
    ru: { code: '4821', orderNumber: 'LB-000123', trackingNumber: 'UZ1234567890', total: `${groupThousands(400_000)} ${t('staff.communication.sms.currency.ru')}` },
  };
  const titleId = `sms-${template.name}-title`;

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
          {t(`staff.communication.sms.names.${template.name}`)}
        </Typography>
        <Chip size="small" variant="outlined" label={template.isDefault ? t('staff.communication.sms.builtIn') : t('staff.communication.sms.custom')} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }} role="group" aria-label={t('staff.communication.sms.placeholdersLabel')}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('staff.communication.sms.placeholders')}
        </Typography>
        {template.allowed.map((name) => {
          const required = template.required.includes(name);
          return (
            <Chip
              key={name}
              size="small"
              color={required ? 'primary' : 'default'}
              label={`{${name}}${required ? ' *' : ''}`}
              onClick={() => insert(name)}
              aria-label={t(required ? 'staff.communication.sms.insertRequired' : 'staff.communication.sms.insert', { name: `{${name}}` })}
            />
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {(['uz', 'ru'] as const).map((language) => {
          const problem = serverProblems[language] ?? (showProblems ? problemText(problems[language]) : null);
          const text = texts[language];
          return (
            <Box key={language} sx={{ flex: 1, minWidth: 0 }}>
              <TextField
                id={id(language)}
                inputRef={inputs[language]}
                label={t(`staff.communication.sms.text.${language}`)}
                multiline
                minRows={2}
                fullWidth
                value={text}
                onFocus={() => (lastField.current = language)}
                onChange={(event) => update(language, event.target.value)}
                error={Boolean(problem)}
                helperText={problem || t('staff.communication.sms.length', { chars: text.length, max: MAX_SMS_TEXT, parts: smsParts(text) })}
                slotProps={{ htmlInput: { maxLength: MAX_SMS_TEXT, 'aria-describedby': `${id(language)}-helper-text ${id(language)}-preview` } }}
              />
              <Typography id={`${id(language)}-preview`} variant="body2" sx={{ mt: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 600 }}>{t('staff.communication.sms.preview')} </Box>
                {smsPreview(text, samples[language])}
              </Typography>
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => void submit()} loading={saving.isLoading} disabled={!changed}>
          {t('staff.communication.sms.save')}
        </Button>
        {(texts.uz !== template.defaultUZB || texts.ru !== template.defaultRUS) && (
          <Button color="inherit" onClick={() => setTexts({ uz: template.defaultUZB, ru: template.defaultRUS })}>
            {t('staff.communication.sms.useBuiltIn')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
