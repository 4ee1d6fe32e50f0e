import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isForbidden } from '../../../../api/errors';
import { NotAvailable } from '../../../../components/NotAvailable';
import { RetryAlert } from '../../../../components/RetryAlert';
import { texts } from '../../../../texts';
import { dashboardTexts } from '../../../../texts/dashboards';
import { extensionMissing } from '../../samples';
import { SampleNote } from '../SampleNote';

/** What QueryState reads of an RTK Query hook's result. */
export interface QueryLike<T> {
  /** The answer for the current argument (never a previous project's). */
  currentData?: T;
  isError: boolean;
  /** Why it failed (a 404 of an extension endpoint shows the sample instead). */
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The failure in words (a Retry button follows it). */
  failure: string;
  /** The height kept while loading, so that nothing jumps when the answer arrives. */
  minHeight: number;
  children: (data: T) => ReactNode;
  /**
   * The seeds' fixed sample data, for a read of an extension endpoint: shown (with a note) when
   * the backend has no such endpoint (404), instead of the failure.
   */
  sample?: T;
}

/** The project's figures refused to this user (403): not there for them, with the way to another project. */
export function ProjectFiguresNotThere() {
  return (
    <NotAvailable to="/overview/ProjectDashboard" linkLabel={dashboardTexts.project.chooseAnother}>
      {dashboardTexts.project.notThere}
    </NotAvailable>
  );
}

/**
 * One query's states: its content, 'Loading...' over a skeleton of reserved height, or its
 * failure with Retry (or, for an extension the backend does not have, the seeds' sample; for a
 * project the user may not read (403), that it is not there for them). A 404 is not a refusal
 * here: it means the backend has no such extension.
 */
export function QueryState<T>({ query, failure, minHeight, children, sample }: QueryStateProps<T>) {
  if (query.currentData !== undefined) return <>{children(query.currentData)}</>;
  if (sample !== undefined && extensionMissing(query)) {
    return (
      <>
        <SampleNote />
        {children(sample)}
      </>
    );
  }
  if (query.isError && !query.isFetching && isForbidden(query.error)) return <ProjectFiguresNotThere />;
  if (query.isError && !query.isFetching) return <RetryAlert onRetry={() => void query.refetch()}>{failure}</RetryAlert>;
  return (
    <Box aria-busy="true" sx={{ minHeight }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {texts.common.loading}
      </Typography>
      <Skeleton variant="rounded" height={minHeight - 32} aria-hidden />
    </Box>
  );
}
