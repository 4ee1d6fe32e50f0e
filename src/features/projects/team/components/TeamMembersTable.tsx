import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { TeamMember } from '../../../../domain/projects';
import { projectTexts } from '../../../../texts/projects';

const t = projectTexts.team;

/** Name, Role, Experience of each team member (names are user input: text only). */
export function TeamMembersTable({ members }: { members: readonly TeamMember[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={t.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.role}</TableCell>
            <TableCell>{t.experience}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.username}</TableCell>
              <TableCell>{member.teamMembers?.role?.roleName ?? ''}</TableCell>
              <TableCell>{member.teamMembers?.experience ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
