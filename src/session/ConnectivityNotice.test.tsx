import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import { unsignedToken } from '../testing/tokens';
import { ConnectivityNotice } from './ConnectivityNotice';
import { initialAuthState, refreshUnreachable, tokenRefreshed } from './slice';
import { act } from 'react';
import { answerBadgeCount } from '../testing/session';

// Signed-in stores run the bell's badge poll: its count answers 0 (src/testing/session.ts).
beforeEach(answerBadgeCount);

describe('ConnectivityNotice', () => {
  it('says quietly that the server cannot be reached while the refresh retries, and goes when it succeeds', () => {
    const store = makeStore({ auth: { ...initialAuthState, token: unsignedToken({}) } }, { sagas: false });
    render(
      <Provider store={store}>
        <ConnectivityNotice />
      </Provider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => void store.dispatch(refreshUnreachable()));
    expect(screen.getByRole('status')).toHaveTextContent('Cannot reach the server. Retrying…');
    act(() => void store.dispatch(tokenRefreshed({ token: unsignedToken({ iat: 5 }) })));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
