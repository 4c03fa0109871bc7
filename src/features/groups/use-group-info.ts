import { useEffect, useState } from 'react';
import { fetchGroupInfo } from '../../sdk/group-settings';
import type { GroupItem } from '../../sdk/types';

/** The group's info from the SDK, read when the screen opens; null until then, or when the SDK has none. */
export function useGroupInfo(groupID: string | undefined): GroupItem | null {
  const [group, setGroup] = useState<GroupItem | null>(null);
  useEffect(() => {
    if (!groupID) return;
    let current = true;
    fetchGroupInfo(groupID)
      .then((info) => current && setGroup(info))
      .catch(() => current && setGroup(null));
    return () => {
      current = false;
    };
  }, [groupID]);
  return group?.groupID === groupID ? group : null;
}
