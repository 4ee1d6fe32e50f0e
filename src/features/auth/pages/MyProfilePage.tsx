import { Container, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useAppSelector } from '../../../app/hooks';
import { ROLE_NAMES } from '../../../domain/roles';
import { texts } from '../../../texts';
import { selectSession } from '../slice';

/** /my_profile (My Profile and My Worklist): who is signed in, from the token's claims. */
export default function MyProfilePage() {
  const session = useAppSelector(selectSession);
  if (!session) return null;
  const { claims, role } = session;
  const rows: Array<[string, string]> = [
    [texts.profile.username, claims.sub],
    [texts.profile.role, role ? `${role} · ${ROLE_NAMES[role]}` : String(claims.Role)],
    [texts.profile.type, claims.TYPE ?? '—'],
    [texts.profile.status, claims.Status ?? '—'],
    [texts.profile.sessionEnds, new Date(claims.exp * 1000).toLocaleString()],
  ];
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {texts.profile.title}
      </Typography>
      <Paper>
        <Table aria-label={texts.profile.title}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Container>
  );
}
