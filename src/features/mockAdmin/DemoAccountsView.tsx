import type { ReactNode } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DemoAccounts } from '../../domain/contract/mockAdmin';
import { DEMO_BOX } from '../../public/demoBoxMarkup';
import { texts } from '../../texts';
import { pageTexts } from '../../texts/pages';
import { demoTexts } from '../../texts/demo';

const hook = (name: (typeof DEMO_BOX)[keyof typeof DEMO_BOX]) => ({ [name]: '' });

/** A row to copy, for the pre-rendered box (never shown: its list is hidden until the accounts are in). */
const PATTERN: DemoAccounts = { password: '', accounts: [{ username: '', role: 0, note: '' }] };

export interface DemoAccountsViewProps {
  accounts: DemoAccounts | undefined;
  resetDone: boolean;
  onReset?: () => void;
  onOpenFaults?: () => void;
  /** The fault switch's dialog, once opened. */
  children?: ReactNode;
  /**
   * The build's render for the light script (src/public/demoBox.ts): the "has been reset" line and
   * the list are there but hidden, the list with one pattern row.
   */
  prerendered?: boolean;
}

/**
 * The demo box's markup (mock mode, the login page's aside): the heading, Reset demo data, the
 * fault switch's button, the reset's confirmation and the demo accounts with their password.
 * The app's box (DemoAccounts) and the build's pre-rendered one (src/prerender) are this one
 * markup, so the page looks the same whichever drives it.
 */
export function DemoAccountsView({ accounts, resetDone, onReset, onOpenFaults, children, prerendered = false }: DemoAccountsViewProps) {
  const list = prerendered ? PATTERN : accounts;
  return (
    <Box component="section" aria-labelledby="demo-accounts" sx={{ mt: 4 }} {...hook(DEMO_BOX.box)}>
      <Typography id="demo-accounts" variant="h6" component="h2" gutterBottom>
        {texts.login.demoAccountsTitle}
      </Typography>
      <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={onReset} {...hook(DEMO_BOX.reset)}>
          {texts.login.resetDemoData}
        </Button>
        <Button variant="outlined" size="small" aria-haspopup="dialog" aria-label={demoTexts.faults.openLabel} onClick={onOpenFaults} {...hook(DEMO_BOX.faults)}>
          {demoTexts.faults.open}
        </Button>
      </Box>
      {children}
      <div hidden={prerendered || undefined} {...hook(DEMO_BOX.done)}>
        {(resetDone || prerendered) && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {texts.login.demoDataReset}
          </Alert>
        )}
      </div>
      {/* Last: the list arrives after the first paint and shifts nothing above it (CLS). */}
      <div hidden={prerendered || undefined} {...hook(DEMO_BOX.list)}>
        {list && (
          <>
            <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
              {texts.login.demoPassword} <code {...hook(DEMO_BOX.secretLine)}>{list.password}</code>
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.login.username}</TableCell>
                  <TableCell>{pageTexts.profile.role}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody {...hook(DEMO_BOX.rows)}>
                {list.accounts.map((a) => (
                  <TableRow key={a.username}>
                    <TableCell>
                      <code>{a.username}</code>
                    </TableCell>
                    <TableCell>{demoTexts.accountRole(a.role, a.note)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </div>
    </Box>
  );
}
