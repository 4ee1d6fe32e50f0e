import { Typography } from '@mui/material';
import { texts } from '../../../texts';

/** The bell dropdown's "Loading..." (its list's code or the latest notifications on their way). */
export function DropdownLoading() {
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {texts.common.loading}
    </Typography>
  );
}
