import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { PageLoading } from '../../../components/PageLoading';
import { texts } from '../../../texts';
import { logoutRequested, selectToken } from '../../../session/slice';

/** /logout: clears the session, then goes to login. */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  useEffect(() => {
    dispatch(logoutRequested({ reason: 'user' }));
  }, [dispatch]);
  return token ? <PageLoading label={texts.logout.signingOut} /> : <Navigate to="/login" replace />;
}
