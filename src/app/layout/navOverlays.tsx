/**
 * The top bar's popups, in their own chunk ('nav-overlays'), loaded when the bar is first pointed
 * at or focused (src/components/lazyPopup.tsx): the main menu's dropdowns and drawer and the user
 * menu. The buttons that open them stay in the first page's code.
 */
import { useId, useState } from 'react';
import { Box, Collapse, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, Menu, MenuItem } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '../../texts';
import type { MenuGroup, MenuLink } from '../menu';

export { LogoutConfirmDialog } from './LogoutConfirmDialog';

export interface LinkMenuProps {
  id: string;
  /** The id of the button that opens it (the menu's label). */
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Link sections, a divider between two. */
  sections: readonly (readonly MenuLink[])[];
  /** Items after the links (after a divider) that are not links, such as Logout. */
  actions?: readonly { label: string; onClick: () => void }[];
  align?: 'left' | 'right';
  dense?: boolean;
}

/** A dropdown of links; MUI's menu brings arrow-key, Home/End and Escape handling. */
export function LinkMenu({ id, buttonId, anchor, onClose, sections, actions = [], align = 'left', dense = false }: LinkMenuProps) {
  const items = sections.flatMap((section, index) => [
    index > 0 && <Divider key={`divider-${index}`} />,
    ...section.map((link) => (
      <MenuItem key={`${index}-${link.label}`} component={RouterLink} to={link.to} onClick={onClose}>
        {link.label}
      </MenuItem>
    )),
  ]);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: align }}
      transformOrigin={{ vertical: 'top', horizontal: align }}
      slotProps={{ list: { 'aria-labelledby': buttonId, dense } }}
    >
      {items}
      {actions.length > 0 && <Divider />}
      {actions.map((action) => (
        <MenuItem key={action.label} onClick={action.onClick}>
          {action.label}
        </MenuItem>
      ))}
    </Menu>
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

/** Small screens: every group of the main menu in a drawer. */
export function MenuDrawer({ id, open, onClose, groups }: { id: string; open: boolean; onClose: () => void; groups: readonly MenuGroup[] }) {
  return (
    <Drawer id={id} open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': texts.nav.mainMenu } }}>
      <Box component="nav" aria-label={texts.nav.mainMenu} sx={{ width: 300, maxWidth: '85vw' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={texts.menu.closeMenu} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List disablePadding>
          {groups.map((group) => (
            <GroupDisclosure key={group.id} group={group} onNavigate={onClose} />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
