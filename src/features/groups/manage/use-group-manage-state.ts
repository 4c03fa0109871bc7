import { useCallback, useEffect, useState } from 'react';
import { imReady } from '../../auth/im-ready';
import { loadGroupManageState, watchGroup, type GroupManageState } from '../../../sdk/group-manage';

export type GroupManageView = GroupManageState | 'loading' | 'unknown';

type Loaded = { groupID: string; value: GroupManageState | 'unknown' } | null;

/** A read's result; a failed re-read keeps what was shown, only a first read that fails shows the group as unknown. */
const settle = (current: Loaded, groupID: string, value: GroupManageState | null): Loaded =>
  value === null && current?.groupID === groupID ? current : { groupID, value: value ?? 'unknown' };

/** Opened straight from the address bar, the screen waits for the SDK login the route guard started. */
const read = async (groupID: string) => {
  await imReady();
  return loadGroupManageState(groupID).catch(() => null);
};

/**
 * The group and its members as the SDK holds them, re-read whenever the SDK reports a change to the group or a
 * member: 'loading' at first, 'unknown' when the SDK has no such group or could not read it. `reload` reads it
 * again at once, so a control settles on the stored value without waiting for the SDK's event.
 */
export function useGroupManageState(groupID: string | undefined): [GroupManageView, () => Promise<void>] {
  const [state, setState] = useState<Loaded>(null);
  const reload = useCallback(async () => {
    if (!groupID) return;
    const value = await read(groupID);
    setState((current) => settle(current, groupID, value));
  }, [groupID]);
  useEffect(() => {
    if (!groupID) return;
    const load = () => read(groupID).then((value) => setState((current) => settle(current, groupID, value)));
    void load();
    return watchGroup(groupID, () => void load());
  }, [groupID]);
  if (!groupID) return ['unknown', reload];
  return [state?.groupID === groupID ? state.value : 'loading', reload];
}
