import { useMutation, useQueryClient } from '@tanstack/react-query'
import { manageQueryRoot } from '../../queries/manage.ts'

/**
 * A console write: afterwards every console query is refetched (lists, counts, the audit log
 * and the entries desk all show the same rows from different sides).
 */
export function useManageMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  onSuccess?: (result: TResult, variables: TVariables) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // The caller's follow-up (close a dialog, go to the new event) happens at once; the refetch
    // runs behind it.
    onSuccess: (result, variables) => {
      onSuccess?.(result, variables)
      return queryClient.invalidateQueries({ queryKey: manageQueryRoot() })
    },
  })
}
