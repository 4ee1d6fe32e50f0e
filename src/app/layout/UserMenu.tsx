import { useId, useState, type MouseEvent } from 'react';
import { Button } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { selectSession } from '../../session/slice';
import { useAppSelector } from '../../store/hooks';
import { userMenuFor } from '../menu';
import { texts } from '../../texts';
import { lazyPopup, PopupSlot, preloadPopup } from '../../components/lazyPopup';

const LinkMenu = lazyPopup(() => import(/* webpackChunkName: "nav-overlays" */ './navOverlays').then((m) => m.LinkMenu));
const LogoutConfirmDialog = lazyPopup(() => import(/* webpackChunkName: "nav-overlays" */ './navOverlays').then((m) => m.LogoutConfirmDialog));

/** Loads the user menu's popups (the top bar calls it when it is first pointed at or focused). */
export const preloadUserMenu = () => preloadPopup(LinkMenu, LogoutConfirmDialog);

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
      <PopupSlot open={open}>
        <LinkMenu
          id={menuId}
          buttonId={buttonId}
          anchor={anchor}
          onClose={close}
          align="right"
          sections={[userMenuFor(session?.role)]}
          actions={[{ label: texts.nav.logout, onClick: askLogout }]}
        />
      </PopupSlot>
      <PopupSlot open={confirming}>
        <LogoutConfirmDialog open={confirming} onClose={() => setConfirming(false)} />
      </PopupSlot>
    </>
  );
}
