import { getUserInfo } from '@/api/user';
import { useResource } from '@/components/useResource';

/** The logged-in user and their payments, with a way to load them again. */
export function useUserInfo() {
  return useResource(getUserInfo);
}
