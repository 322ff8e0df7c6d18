import { useMutation, useQueryClient } from '@tanstack/react-query';
import { follow, followed } from './follow-change';

export { follow } from './follow-change';

/** Follows a page, bringing the cached follows lists along (see `followed`). */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: follow,
    onSuccess: (answer) => followed(queryClient, answer),
  });
}
