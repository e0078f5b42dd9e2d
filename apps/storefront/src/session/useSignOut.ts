import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from './session';

/** §4 logout: forget the session and cached user data, then /auth/sign-in with 'Logged out successfully'. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.removeQueries({ queryKey: ['users'] });
    navigate('/auth/sign-in', { state: { notice: 'Logged out successfully' } });
  }, [navigate, queryClient]);
}
