import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api';
import { useLogoutMutation } from '../api/auth-api';
import { loggedOut } from '../api/auth-slice';

/** Sign out: tell the server (which clears the refresh cookie), forget the session locally, go home. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // Signing out locally must still happen when the server cannot be reached.
      console.warn('Logout request failed', error);
    }
    await navigate('/');
    dispatch(loggedOut());
    dispatch(api.util.invalidateTags(['Me', 'Notifications']));
  }, [logout, dispatch, navigate]);
}
