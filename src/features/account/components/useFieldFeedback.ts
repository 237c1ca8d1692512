import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldName } from '../../../../machines/accountValidation';

/**
 * Props that make a TextField show a field's error from the machine (or its hint otherwise). MUI links
 * the helper text with aria-describedby and sets aria-invalid when `error` is true.
 */
export function useFieldFeedback(fieldErrors: FieldErrors) {
  const { t } = useTranslation();
  return (field: FieldName, hint?: string) => {
    const error = fieldErrors[field];
    return { error: Boolean(error), helperText: error ? t(`account.validation.${error}`) : hint };
  };
}
