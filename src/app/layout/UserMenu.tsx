import { useId, useState, type MouseEvent } from 'react';
import { Button, Divider, Menu, MenuItem } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router-dom';
import { selectSession } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';
import { userMenuFor } from '../menu';
import { texts } from '../../texts';
import { LogoutConfirmDialog } from './LogoutConfirmDialog';

/** The user menu (seed 000 section 2): links by role, then Logout, which asks first. */
export function UserMenu() {
  const session = useAppSelector(selectSession);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const askLogout = () => {
    close();
    setConfirming(true);
  };
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={session ? `${session.claims.sub}, ${texts.nav.userMenu}` : texts.nav.userMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        startIcon={<AccountCircleIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 200, minWidth: 0 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{session?.claims.sub}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {userMenuFor(session?.role).map((item) => (
          <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={askLogout}>{texts.nav.logout}</MenuItem>
      </Menu>
      <LogoutConfirmDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
