import { useId, useState, type MouseEvent } from 'react';
import { Box, Button, IconButton, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { texts } from '../../texts';
import { lazyPopup, PopupSlot, preloadPopup } from '../../components/lazyPopup';
import { MAIN_MENU, type MenuGroup } from '../menu';

const LinkMenu = lazyPopup(() => import(/* webpackChunkName: "nav-overlays" */ './navOverlays').then((m) => m.LinkMenu));
const MenuDrawer = lazyPopup(() => import(/* webpackChunkName: "nav-overlays" */ './navOverlays').then((m) => m.MenuDrawer));

/** Loads the main menu's popups (the top bar calls it when it is first pointed at or focused). */
export const preloadMainMenu = () => preloadPopup(LinkMenu, MenuDrawer);

/** One group as a dropdown button (the dropdown: LinkMenu, loaded when first wanted). */
function GroupDropdown({ group }: { group: MenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {group.label}
      </Button>
      <PopupSlot open={open}>
        <LinkMenu id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} sections={group.sections} dense />
      </PopupSlot>
    </>
  );
}

/** Small screens: a labelled menu button opening a drawer with every group. */
function MenuDrawerButton() {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={texts.nav.openMenu}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <PopupSlot open={open}>
        <MenuDrawer id={drawerId} open={open} onClose={() => setOpen(false)} groups={MAIN_MENU} />
      </PopupSlot>
    </>
  );
}

/** The main menu (seed 000 section 2): Overview, Digital Standards, Guidelines, Brand Sites. */
export function MainMenu() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (compact) return <MenuDrawerButton />;
  return (
    <Box component="nav" aria-label={texts.nav.mainMenu} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {MAIN_MENU.map((group) => (
        <GroupDropdown key={group.id} group={group} />
      ))}
    </Box>
  );
}
