import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Alert, Button, Container, Typography } from '@mui/material';
import { texts } from '../../../texts';

/** /TestComponent, /TestComponent2, /CreateDFCSubApp: placeholder test pages (seed 000 section 2). */
export default function TestPlaceholderPage() {
  const name = useLocation().pathname.replace(/^\//, '');
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {name}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {texts.common.placeholderTestPage(name)}
      </Alert>
      <Button component={RouterLink} to="/login">
        {texts.forgotPassword.goToLogin}
      </Button>
    </Container>
  );
}
