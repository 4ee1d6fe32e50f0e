import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { datePart, type Task } from '../../../../domain/projects';
import { projectTexts } from '../../../../texts/projects';
import { usePagedRows } from '../../../../components/paging';
import { TablePager } from '../../../../components/TablePager';

const t = projectTexts.tasks;

export interface TasksTableProps {
  tasks: readonly Task[];
  /** Edits a task; without it (the user may not change the tasks) there is no Edit Task column. */
  onEdit?: (task: Task) => void;
}

/** The tasks of the project; dates cut to their first 10 characters (seed 001 section 2). */
export function TasksTable({ tasks, onEdit }: TasksTableProps) {
  const paging = usePagedRows(tasks);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{t.taskId}</TableCell>
              <TableCell>{t.taskName}</TableCell>
              <TableCell>{t.state}</TableCell>
              <TableCell>{t.createdOn}</TableCell>
              <TableCell>{t.expectedCompletionDate}</TableCell>
              <TableCell>{t.assignedTeamMember}</TableCell>
              {onEdit && <TableCell>{t.editTask}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {paging.rows.map((task) => (
              <TableRow key={task.taskId}>
                <TableCell>{task.taskId}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{task.taskName}</TableCell>
                <TableCell>{task.state}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{datePart(task.createdOn)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{datePart(task.expectedCompletionDate)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{task.assignedTMUser?.username ?? ''}</TableCell>
                {onEdit && (
                  <TableCell>
                    <Button size="small" variant="outlined" aria-label={t.editLabel(task.taskName)} onClick={() => onEdit(task)}>
                      {t.edit}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager paging={paging} table={t.tableLabel} />
    </>
  );
}
