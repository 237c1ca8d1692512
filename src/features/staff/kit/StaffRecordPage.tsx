import { Box, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { cloudOffOutlined } from '../../../components/icons/paths';
import { LoadFailure, QueryView, type QueryRead } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { StaffHeading } from '../frame/StaffHeading';
import { StaffBackLink } from './StaffBackLink';

/*
 * The frame of a staff page about one record read by its id (an order, a return request): the way back, the heading
 * (the record's name once read, the section's until then), a skeleton while it loads, and the alerts when the id is no
 * record, the staff member may not read it, or the read failed (with a retry).
 */

function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={40} width={240} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={180} />
        ))}
      </Box>
    </Stack>
  );
}

interface StaffRecordPageProps<T> {
  back: { to: string; label: string };
  title: string;
  /** The record's id from the address; undefined when it is no id at all. */
  id: number | undefined;
  query: QueryRead<T>;
  /** Why the read failed, as the section's failure mapping reads it; null when it has not failed. */
  reason: string | null;
  texts: { notFound: string; loading: string; loadError: string };
  children: (record: T) => ReactNode;
}

export function StaffRecordPage<T>({ back, title, id, query, reason, texts, children }: StaffRecordPageProps<T>) {
  const { t } = useTranslation();
  const notFound = <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={texts.notFound} />;
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <StaffBackLink to={back.to}>{back.label}</StaffBackLink>
      </Box>
      <StaffHeading>{title}</StaffHeading>
      {id === undefined ? (
        notFound
      ) : (
        <QueryView
          query={query}
          loading={<DetailSkeleton label={texts.loading} />}
          failure={(retry) =>
            reason === 'notFound' ? (
              notFound
            ) : reason === 'forbidden' ? (
              <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={t('staff.noAccess')} />
            ) : (
              <LoadFailure message={texts.loadError} onRetry={retry} />
            )
          }
        >
          {children}
        </QueryView>
      )}
    </>
  );
}
