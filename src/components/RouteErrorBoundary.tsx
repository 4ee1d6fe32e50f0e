import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container } from '@mui/material';
import { Notice } from './Notice';
import { texts } from '../texts';
import { failureTexts } from '../texts';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the location) clears a shown error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/**
 * A lazy chunk that could not be loaded: webpack's ChunkLoadError ("Loading chunk 12 failed",
 * "Loading CSS chunk"), or a native dynamic import failing (Chrome: "Failed to fetch dynamically
 * imported module", Firefox: "error loading dynamically imported module", Safari: "Importing a
 * module script failed"). After a redeploy the old release's chunks are gone from the server.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed|dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** Wraps every route: a failing page shows a message and a retry instead of a blank app. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Route failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
  };

  private reload = () => {
    // A lazy chunk that failed to load stays failed in React's cache: load the page anew.
    window.location.reload();
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Notice
          tone={chunk ? 'info' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={chunk ? this.reload : this.retry}>
              {chunk ? failureTexts.reload : texts.common.retry}
            </Button>
          }
        >
          {chunk ? (
            <>
              <strong>{failureTexts.newVersion}</strong> {failureTexts.newVersionHint}
            </>
          ) : (
            texts.common.loadFailed
          )}
        </Notice>
      </Container>
    );
  }
}
