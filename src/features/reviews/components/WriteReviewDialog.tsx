import { useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Rating,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../../machines/serverFailure';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { failureMessage } from '../../../components/failureMessage';
import { useAddReviewMutation } from '../api';
import { MAX_REVIEW_LENGTH } from '../../../../contract/limits';
import { hasProblems, problemsFromServer, validateReview, type ReviewProblems } from '../reviewForm';
import type { ReviewedProduct } from '../types';
import { ProductThumb } from './ProductThumb';
import { errorToast } from '../../../components/errorToast';

type WriteReviewDialogProps = {
  customerId: number;
  product: ReviewedProduct;
  /** `sent` is true once the review was added. */
  onClose: (sent: boolean) => void;
};

const ratingWordKeys = ['1', '2', '3', '4', '5'] as const;

/** Stars (1-5, arrow keys move between them) and text for one received product, then POST addReview. */
export function WriteReviewDialog({ customerId, product, onClose }: WriteReviewDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [addReview, { isLoading: sending }] = useAddReviewMutation();
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<ReviewProblems>({});
  const ids = { title: useId(), legend: useId(), ratingProblem: useId(), content: useId(), ratingName: useId() };
  const name = localizedName(product, language);

  const starLabel = (value: number) => {
    const word = ratingWordKeys[value - 1];
    return word ? t('reviews.form.starLabel', { count: value, word: t(`reviews.form.ratingWords.${word}`) }) : t('reviews.form.noRating');
  };

  function focusFirst(found: ReviewProblems) {
    if (found.rating) document.querySelector<HTMLInputElement>(`input[name="${ids.ratingName}"]:checked`)?.focus();
    else if (found.content) document.getElementById(ids.content)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateReview({ rating, content });
    setProblems(found);
    if (hasProblems(found) || rating === null) {
      focusFirst(found);
      return;
    }
    try {
      await addReview({ customerId, productId: product.id, rating, content: content.trim() }).unwrap();
      enqueueSnackbar(t('reviews.toasts.added'), { variant: 'success' });
      onClose(true);
    } catch (error) {
      const failure = toServerFailure(error);
      const fromServer = problemsFromServer(failure.fields);
      if (failure.status === 400 && hasProblems(fromServer)) {
        setProblems(fromServer);
        focusFirst(fromServer);
      } else if (failure.status === 409) {
        errorToast(t('reviews.toasts.alreadyReviewed'));
        onClose(false);
      } else if (failure.status === 403 || failure.status === 404) {
        errorToast(t('reviews.toasts.notReceived'));
        onClose(false);
      } else if (failure.status === 'network' || failure.status === 401 || failure.status === 429) {
        errorToast(failureMessage(error, t));
      } else {
        errorToast(t('reviews.toasts.failed'));
      }
    }
  }

  const contentProblem = problems.content ? t(`reviews.form.${problems.content}`, { max: MAX_REVIEW_LENGTH }) : undefined;
  const trimmedLength = content.trim().length;

  return (
    <Dialog open onClose={sending ? undefined : () => onClose(false)} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={ids.title}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <DialogTitle id={ids.title}>{t('reviews.form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <ProductThumb images={product.productImages} size={56} />
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            </Stack>
            <Box
              component="fieldset"
              aria-describedby={problems.rating ? ids.ratingProblem : undefined}
              sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
            >
              <Typography component="legend" id={ids.legend} sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
                {t('reviews.form.ratingLegend')}
              </Typography>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Rating
                  name={ids.ratingName}
                  value={rating}
                  size="large"
                  getLabelText={starLabel}
                  emptyLabelText={t('reviews.form.noRating')}
                  onChange={(_event, value) => {
                    setRating(value);
                    setProblems(({ rating: _rating, ...rest }) => rest);
                  }}
                />
                {rating !== null && (
                  <Typography aria-hidden sx={{ color: 'text.secondary', fontSize: 14 }}>
                    {t(`reviews.form.ratingWords.${ratingWordKeys[rating - 1] ?? '5'}`)}
                  </Typography>
                )}
              </Stack>
              {problems.rating && (
                <FormHelperText id={ids.ratingProblem} error role="alert" sx={{ mx: 0 }}>
                  {t('reviews.form.rateFirst')}
                </FormHelperText>
              )}
            </Box>
            <TextField
              id={ids.content}
              label={t('reviews.form.contentLabel')}
              placeholder={t('reviews.form.contentPlaceholder')}
              value={content}
              onChange={(event) => {
                setContent(event.target.value);
                setProblems(({ content: _content, ...rest }) => rest);
              }}
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              error={contentProblem !== undefined}
              helperText={contentProblem ?? t('reviews.form.counter', { count: trimmedLength, max: MAX_REVIEW_LENGTH })}
              slotProps={{ formHelperText: contentProblem ? { role: 'alert' } : undefined }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose(false)} color="inherit" disabled={sending}>
            {t('reviews.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {t('reviews.form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
