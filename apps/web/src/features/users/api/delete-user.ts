import { type Id, type MessageResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** DELETE /user/{id}: deletes the own profile. */
export function deleteUser(id: Id): Promise<MessageResponse> {
  return api.delete(`/user/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
