import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { can } from '../../../domain/roles';
import { pageTexts } from '../../../texts/pages';

export interface InvitationLink {
  label: string;
  to: string;
}

/** What the home page invites a role to do: start a project, check status, open the dashboard. */
export function invitationLinks(role: number | null): InvitationLink[] {
  const links: InvitationLink[] = [];
  if (can(role, 'createProject')) links.push({ label: pageTexts.home.startProject, to: '/CreateDFCProject' });
  if (can(role, 'myProjects')) links.push({ label: pageTexts.home.checkStatus, to: '/MyProjects' });
  else if (can(role, 'pendingProjects')) links.push({ label: pageTexts.home.checkStatus, to: '/PendingProjectsForApproval' });
  links.push({ label: pageTexts.home.openDashboard, to: '/overview/Dashboard' });
  return links;
}

export function HomeInvitation({ role }: { role: number | null }) {
  const t = pageTexts.homePage;
  return (
    <Paper component="section" aria-labelledby="home-invite" variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id="home-invite" variant="h5" component="h2" gutterBottom>
        {t.inviteTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t.invite}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {invitationLinks(role).map((link, index) => (
          <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
            {link.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
