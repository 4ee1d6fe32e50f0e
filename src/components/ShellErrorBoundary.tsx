import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Container } from '@mui/material';
import { failureTexts } from '../texts';
import { isChunkLoadError } from './RouteErrorBoundary';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Wraps the whole frame (top navigation, idle dialog, footer) and, once more, the whole app: a
 * crash there, or a chunk of the frame that is no longer on the server, shows a page that says
 * so with a Reload button instead of a white page. Pages have their own RouteErrorBoundary, so
 * a page's crash never reaches this one.
 */
export class ShellErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Portal frame failed', error, info.componentStack);
  }

  private reload = () => {
    window.location.reload();
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <Box role="alert">
          <Box component="h1" sx={{ typography: 'h5', mt: 0, mb: 1.5 }}>
            {chunk ? failureTexts.newVersion : failureTexts.shellCrashed}
          </Box>
          <Box component="p" sx={{ mt: 0, mb: 3 }}>{chunk ? failureTexts.newVersionHint : failureTexts.shellCrashedHint}</Box>
        </Box>
        <Button variant="contained" onClick={this.reload}>
          {failureTexts.reload}
        </Button>
      </Container>
    );
  }
}
