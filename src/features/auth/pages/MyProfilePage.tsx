import { Container, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useAppSelector } from '../../../store/hooks';
import { ROLE_NAMES } from '../../../domain/roles';
import { pageTexts } from '../../../texts/pages';
import { selectSession } from '../../../session/slice';

/** /my_profile (My Profile and My Worklist): who is signed in, from the token's claims. */
export default function MyProfilePage() {
  const session = useAppSelector(selectSession);
  if (!session) return null;
  const { claims, role } = session;
  const rows: Array<[string, string]> = [
    [pageTexts.profile.username, claims.sub],
    [pageTexts.profile.role, role ? `${role} · ${ROLE_NAMES[role]}` : String(claims.Role)],
    [pageTexts.profile.type, claims.TYPE ?? '—'],
    [pageTexts.profile.status, claims.Status ?? '—'],
    [pageTexts.profile.sessionEnds, new Date(claims.exp * 1000).toLocaleString()],
  ];
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {pageTexts.profile.title}
      </Typography>
      <Paper>
        <Table aria-label={pageTexts.profile.title}>
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
