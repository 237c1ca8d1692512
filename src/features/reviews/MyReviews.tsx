import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { LoadFailure, QueryView, readFailed } from '../../components/QueryView';
import { SectionHeading } from '../../components/SectionHeading';
import { useGetReviewsByCustomerIdQuery, useGetUnreviewedByCustomerIdQuery } from './api';
import { AwaitingReviewList } from './components/AwaitingReviewList';
import { MyReviewsSkeleton } from './components/MyReviewsSkeleton';
import { WriteReviewDialog } from './components/WriteReviewDialog';
import { WrittenReviewList } from './components/WrittenReviewList';
import type { ReviewedProduct } from './types';

type PartProps = { id: string; title: string; hint?: string; children: ReactNode; ref?: Ref<HTMLElement> };

function Part({ id, title, hint, children, ref }: PartProps) {
  // tabIndex -1: after a review is sent its button is gone, and focus moves here instead of to the page top.
  return (
    <Box component="section" ref={ref} aria-labelledby={id} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {hint && <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: -0.5, mb: 1.5 }}>{hint}</Typography>}
      {children}
    </Box>
  );
}

/** One list's failure, in a card like the lists themselves, while the other list stays. */
function PartFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper variant="outlined">
      <LoadFailure message={message} onRetry={onRetry} />
    </Paper>
  );
}

/**
 * My reviews: the delivered products still waiting for a review (each opens the review form), then the
 * reviews already written. Each list loads and fails on its own; one failure does not hide the other list.
 */
export function MyReviews({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const awaiting = useGetUnreviewedByCustomerIdQuery(customerId);
  const written = useGetReviewsByCustomerIdQuery(customerId);
  const [writing, setWriting] = useState<ReviewedProduct | null>(null);
  const writtenSection = useRef<HTMLElement>(null);
  const [reviewsSent, setReviewsSent] = useState(0);

  /*
   * The closing dialog's focus trap gives focus back to the write button in its effect cleanup, and the button
   * goes once the lists are read again. React runs every effect cleanup of a commit before any new effect, so
   * moving focus in an effect lands after that hand-back, never before it (a timer or a frame could do either).
   */
  useEffect(() => {
    if (reviewsSent > 0) writtenSection.current?.focus();
  }, [reviewsSent]);

  const awaitingFailed = readFailed(awaiting);
  const writtenFailed = readFailed(written);
  const retryBoth = () => {
    void awaiting.refetch();
    void written.refetch();
  };

  if (awaitingFailed && writtenFailed) return <LoadFailure message={t('profile.loadError')} onRetry={retryBoth} />;
  if (!awaiting.data && !written.data && !awaitingFailed && !writtenFailed) return <MyReviewsSkeleton />;
  if (awaiting.data?.length === 0 && written.data?.length === 0) {
    return (
      <Paper variant="outlined">
        <StatusMessage
          icon={<RateReviewOutlinedIcon />}
          message={t('reviews.mine.empty')}
          action={
            <Button component={RouterLink} to="/catalogs" variant="contained">
              {t('reviews.mine.emptyAction')}
            </Button>
          }
        />
      </Paper>
    );
  }

  return (
    <Stack spacing={4}>
      {awaiting.data?.length !== 0 && (
        <Part id="reviews-awaiting" title={t('reviews.mine.awaitingTitle')} hint={awaiting.data ? t('reviews.mine.awaitingHint') : undefined}>
          <QueryView
            query={awaiting}
            loading={<MyReviewsSkeleton rows={1} />}
            failure={(retry) => <PartFailure message={t('reviews.mine.awaitingError')} onRetry={retry} />}
          >
            {(products) => <AwaitingReviewList products={products} onWrite={setWriting} />}
          </QueryView>
        </Part>
      )}
      <Part id="reviews-written" title={t('reviews.mine.writtenTitle')} ref={writtenSection}>
        <QueryView
          query={written}
          loading={<MyReviewsSkeleton />}
          failure={(retry) => <PartFailure message={t('reviews.mine.writtenError')} onRetry={retry} />}
          empty={<Typography sx={{ color: 'text.secondary' }}>{t('reviews.mine.writtenNone')}</Typography>}
        >
          {(reviews) => <WrittenReviewList reviews={reviews} />}
        </QueryView>
      </Part>
      {writing && (
        <WriteReviewDialog
          customerId={customerId}
          product={writing}
          onClose={(sent) => {
            setWriting(null);
            if (sent) setReviewsSent((count) => count + 1);
          }}
        />
      )}
    </Stack>
  );
}
