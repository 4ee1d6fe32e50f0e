import { createSlice } from '@reduxjs/toolkit';

/* Filled in by the notifications feature. */
export interface NotificationsState {
  unreadCount: number | null;
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { unreadCount: null } as NotificationsState,
  reducers: {},
});

export const notificationsReducer = notificationsSlice.reducer;
