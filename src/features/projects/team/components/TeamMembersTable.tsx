import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { TeamMember } from '../../../../domain/projects';
import { projectTexts } from '../../../../texts/projects';
import { usePagedRows } from '../../../../components/paging';
import { TablePager } from '../../../../components/TablePager';

const t = projectTexts.team;

/** Name, Role, Experience of each team member (names are user input: text only). */
export function TeamMembersTable({ members }: { members: readonly TeamMember[] }) {
  const paging = usePagedRows(members);
  return (
    <>
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
            {paging.rows.map((member) => (
              <TableRow key={member.userId}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.username}</TableCell>
                <TableCell>{member.teamMembers?.role?.roleName ?? ''}</TableCell>
                <TableCell>{member.teamMembers?.experience ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager paging={paging} table={t.tableLabel} />
    </>
  );
}
