import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { SettingSwitch } from '../../../ui/SettingSwitch';
import { useServerFeatures } from '../../../api/use-server-features';
import { changePinSetting, readPinSetting } from '../../../sdk/pins';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';

/**
 * "Members may pin messages": kept by Parley's chat service (OpenIM's group has no such field), shown to the owner
 * and admins, who alone may change it, where the service keeps pins at all.
 */
export function PinSettingSwitch({ groupID }: { groupID: string }) {
  const { t } = useLingui();
  const { pins } = useServerFeatures();
  const queryClient = useQueryClient();
  const key = ['pin-setting', groupID];
  const setting = useQuery({ queryKey: key, queryFn: () => readPinSetting(groupID), enabled: pins, retry: false });
  if (!pins || !setting.data?.canChange) return null;
  return (
    <SettingSwitch
      label={t`Members may pin messages`}
      checked={setting.data.membersMayPin}
      onChange={(allowed) =>
        changePinSetting(appStore, groupID, allowed)
          .then(() => queryClient.setQueryData(key, { ...setting.data, membersMayPin: allowed }))
          .catch(() => showToast(appStore, t`Operation failed`, 'failure'))
      }
    />
  );
}
