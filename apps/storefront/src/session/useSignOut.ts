import { toast, useMessageTranslation } from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from './session';

/** §4 logout: forget the session and cached user data, then /auth/sign-in with 'Logged out successfully'. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { tm } = useMessageTranslation();
  return useCallback(() => {
    clearSession();
    queryClient.removeQueries({ queryKey: ['users'] });
    queryClient.removeQueries({ queryKey: ['notifications'] });
    toast.success(tm('Logged out successfully'));
    navigate('/auth/sign-in', { state: { notice: 'Logged out successfully' } });
  }, [navigate, queryClient, tm]);
}
