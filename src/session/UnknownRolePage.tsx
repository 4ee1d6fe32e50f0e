import { Button, Container, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { texts } from '../texts';
import { useAppSelector } from '../store/hooks';
import { selectSession } from './slice';

/** A signed-in user whose token carries no known role: say so in words, offer Logout (never a blank page). */
export function UnknownRolePage() {
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const claim = session?.claims.Role;
  // decodeToken reads a Role claim it cannot read as NaN (no role).
  const role = typeof claim === 'number' && Number.isFinite(claim) ? `role ${claim}` : texts.session.noRole;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {texts.session.unknownRoleTitle}
        </Typography>
        <Typography>{texts.session.unknownRoleBody(role)}</Typography>
        <div>
          <Button variant="contained" onClick={() => navigate('/logout')}>
            {texts.session.logout}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
