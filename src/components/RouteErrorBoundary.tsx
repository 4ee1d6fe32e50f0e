import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container } from '@mui/material';
import { Notice } from './Notice';
import { texts } from '../texts';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the location) clears a shown error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading chunk|dynamically imported module/i.test(error.message);
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
    const { error } = this.state;
    // A lazy chunk that failed to load stays failed in React's cache: load the page anew.
    if (error && isChunkLoadError(error)) window.location.reload();
    else this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Notice
          tone="error"
          action={
            <Button color="inherit" size="small" onClick={this.retry}>
              {texts.common.retry}
            </Button>
          }
        >
          {texts.common.loadFailed}
        </Notice>
      </Container>
    );
  }
}
