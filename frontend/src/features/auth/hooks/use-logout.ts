import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api';
import { handThisDeviceToVisitor } from '@/lib/push/visitor-stars-sync';
import { useLogoutEverywhereMutation, useLogoutMutation } from '../api/auth-api';
import { loggedOut } from '../api/auth-slice';

/**
 * Sign out: tell the server (which clears the refresh cookie), forget the session locally, go home, and hand this
 * browser's push subscription (if any) to the next visitor. `everywhere` ends
 * every sign-in of the account, on other devices too.
 */
export function useLogout({ everywhere = false }: { everywhere?: boolean } = {}): () => Promise<void> {
  const [logoutHere] = useLogoutMutation();
  const [logoutEverywhere] = useLogoutEverywhereMutation();
  const logout = everywhere ? logoutEverywhere : logoutHere;
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
    // Signed out, the access token is gone: the device is posted as a visitor's.
    await handThisDeviceToVisitor(dispatch);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- cache tags, not text
    dispatch(api.util.invalidateTags(['Me', 'Notifications']));
  }, [logout, dispatch, navigate]);
}
