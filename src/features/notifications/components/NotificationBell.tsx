import { useId, useState, type MouseEvent } from 'react';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { lazyPopup, PopupSlot, preloadPopup } from '../../../components/lazyPopup';
import { texts } from '../../../texts';
import { dropdownOpened, selectBadgeError, selectUnreadCount } from '../slice';

/** The dropdown and its latest notifications load when the bell is first pointed at, focused or opened. */
const BellDropdown = lazyPopup(() => import(/* webpackChunkName: "notifications-dropdown" */ './BellDropdown').then((m) => m.BellDropdown));
const preloadDropdown = () => {
  preloadPopup(BellDropdown);
  void import(/* webpackChunkName: "notifications-dropdown" */ './BellDropdown').then((m) => m.LatestNotifications.preload()).catch(() => undefined);
};

/** The top bar's bell: unread badge, and a dropdown with the link to the inbox and the latest notifications. */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectUnreadCount);
  const badgeError = useAppSelector(selectBadgeError);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const onOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    dispatch(dropdownOpened());
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={texts.notifications.bellLabel(texts.nav.notifications, count)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={onOpen}
        onPointerEnter={preloadDropdown}
        onFocus={preloadDropdown}
      >
        <Badge badgeContent={count ?? 0} color="error" max={99} invisible={!count}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <PopupSlot open={open}>
        <BellDropdown id={popoverId} anchor={anchor} onClose={close} badgeError={badgeError !== null} />
      </PopupSlot>
    </>
  );
}
