import { useMutation, useQueryClient } from '@tanstack/react-query'
import { manageQueryRoot } from '../../../queries/manage.ts'
import { checkInRoot } from '../../../queries/check-in.ts'

/** A check-in write: the desk's list, counters and no-shows refetch (and the console's others). */
export function useCheckInMutation<TVariables, TResult>(
  eventId: number,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkInRoot(eventId) }),
        queryClient.invalidateQueries({ queryKey: manageQueryRoot() }),
      ]),
  })
}
