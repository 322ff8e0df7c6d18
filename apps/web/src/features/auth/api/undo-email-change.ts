import { type EmailChangeUndoBody, type MessageResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /email-change/undo with the token of the link sent to the earlier address. */
export function undoEmailChange(body: EmailChangeUndoBody): Promise<MessageResponse> {
  return api.post('/email-change/undo', body, {
    schema: contractSchema('messageResponse'),
    redirectOn401: false,
  });
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
