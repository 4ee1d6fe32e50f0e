import { useId, useState, type MouseEvent } from 'react';
import {
  Box,
  Button,
  Collapse,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '../../texts';
import { MAIN_MENU, type MenuGroup } from '../menu';

/** One group as a dropdown button; the MUI menu brings arrow-key, Home/End and Escape handling. */
function GroupDropdown({ group }: { group: MenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {group.sections.map((section, index) => [
          index > 0 && <Divider key={`divider-${index}`} />,
          ...section.map((link) => (
            <MenuItem key={`${index}-${link.label}`} component={RouterLink} to={link.to} onClick={close}>
              {link.label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}

/** One group in the drawer: a disclosure button over its links. */
function GroupDisclosure({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
        <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} dense disablePadding aria-label={group.label}>
          {group.sections.flat().map((link) => (
            <ListItem key={link.label} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={onNavigate} sx={{ pl: 4 }}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** Small screens: a labelled menu button opening a drawer with every group. */
function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const close = () => setOpen(false);
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
      <Drawer id={drawerId} open={open} onClose={close} slotProps={{ paper: { 'aria-label': texts.nav.mainMenu } }}>
        <Box component="nav" aria-label={texts.nav.mainMenu} sx={{ width: 300, maxWidth: '85vw' }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={texts.menu.closeMenu} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Divider />
          <List disablePadding>
            {MAIN_MENU.map((group) => (
              <GroupDisclosure key={group.id} group={group} onNavigate={close} />
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}

/** The main menu (seed 000 section 2): Overview, Digital Standards, Guidelines, Brand Sites. */
export function MainMenu() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (compact) return <MenuDrawer />;
  return (
    <Box component="nav" aria-label={texts.nav.mainMenu} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {MAIN_MENU.map((group) => (
        <GroupDropdown key={group.id} group={group} />
      ))}
    </Box>
  );
}
