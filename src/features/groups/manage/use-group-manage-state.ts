import { useCallback, useEffect, useState } from 'react';
import { loadGroupManageState, watchGroup, type GroupManageState } from '../../../sdk/group-manage';

export type GroupManageView = GroupManageState | 'loading' | 'unknown';

/**
 * The group and its members as the SDK holds them, re-read whenever the SDK reports a change to the group or a
 * member: 'loading' at first, 'unknown' when the SDK has no such group or could not read it. `reload` reads it
 * again at once, so a control settles on the stored value without waiting for the SDK's event.
 */
export function useGroupManageState(groupID: string | undefined): [GroupManageView, () => Promise<void>] {
  const [state, setState] = useState<{ groupID: string; value: GroupManageState | 'unknown' } | null>(null);
  const reload = useCallback(async () => {
    if (!groupID) return;
    const value = await loadGroupManageState(groupID).catch(() => null);
    setState((current) =>
      // A failed re-read keeps what was shown; only a first read that fails shows the group as unknown.
      value === null && current?.groupID === groupID ? current : { groupID, value: value ?? 'unknown' },
    );
  }, [groupID]);
  useEffect(() => {
    if (!groupID) return;
    void reload();
    return watchGroup(groupID, () => void reload());
  }, [groupID, reload]);
  if (!groupID) return ['unknown', reload];
  return [state?.groupID === groupID ? state.value : 'loading', reload];
}
