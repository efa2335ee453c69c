import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { signOutOfCognito } from '@/lib/auth';
import { clearCurrentUserId } from '@/lib/storage';

/** Logout: end the Cognito session, forget the stored id and every cached query, toast, go to '/'. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutOfCognito();
    clearCurrentUserId();
    queryClient.clear();
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    navigate('/', { replace: true });
  }, [queryClient, navigate]);
}
