import { useAtom, useAtomValue } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { MomentPermission, type MomentPermissionValue } from '../../api/moments';
import { friendsAtom, groupsAtom } from '../../state/contacts/contact-atoms';
import { friendName } from '../contacts/friend-name';
import { momentAudienceAtom } from '../../api/moment-state/moments-atoms';
import './moments.css';

const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((item) => item !== id));

/** /momentsVisibility: public, private, only chosen people and groups, or everyone but them. */
export function MomentsVisibilityScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const [audience, setAudience] = useAtom(momentAudienceAtom);
  const friends = useAtomValue(friendsAtom);
  const groups = useAtomValue(groupsAtom);
  const options: Array<{ value: MomentPermissionValue; label: string; hint: string }> = [
    { value: MomentPermission.public, label: t`Public`, hint: t`All friends` },
    { value: MomentPermission.private, label: t`Private`, hint: t`Only me` },
    { value: MomentPermission.onlyListed, label: t`Partly visible`, hint: t`Only the people and groups chosen` },
    { value: MomentPermission.allButListed, label: t`Hide from`, hint: t`Everyone but the people and groups chosen` },
  ];
  const choosing =
    audience.permission === MomentPermission.onlyListed || audience.permission === MomentPermission.allButListed;
  const nothingChosen = choosing && audience.userIDs.length === 0 && audience.groupIDs.length === 0;

  return (
    <Screen title={t`Who can see it`}>
      <div className="form">
        <fieldset className="moment-visibility">
          <legend>{t`Who can see it`}</legend>
          {options.map((option) => (
            <label key={option.value} className="checkbox">
              <input
                type="radio"
                name="permission"
                checked={audience.permission === option.value}
                onChange={() => setAudience({ ...audience, permission: option.value })}
              />
              <span>
                {option.label}
                <small className="moment-hint"> {option.hint}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {choosing ? (
          <>
            {nothingChosen ? <p className="field-error">{t`Choose at least one person or group`}</p> : null}
            <fieldset className="moment-visibility">
              <legend>{t`Friends`}</legend>
              {friends.map((friend) => (
                <label key={friend.userID} className="checkbox">
                  <input
                    type="checkbox"
                    checked={audience.userIDs.includes(friend.userID)}
                    onChange={(event) =>
                      setAudience({
                        ...audience,
                        userIDs: toggle(audience.userIDs, friend.userID, event.target.checked),
                      })
                    }
                  />
                  {friendName(friend)}
                </label>
              ))}
            </fieldset>
            <fieldset className="moment-visibility">
              <legend>{t`Groups`}</legend>
              {groups.length === 0 ? <p className="empty-state">{t`No groups yet.`}</p> : null}
              {groups.map((group) => (
                <label key={group.groupID} className="checkbox">
                  <input
                    type="checkbox"
                    checked={audience.groupIDs.includes(group.groupID)}
                    onChange={(event) =>
                      setAudience({
                        ...audience,
                        groupIDs: toggle(audience.groupIDs, group.groupID, event.target.checked),
                      })
                    }
                  />
                  {group.groupName || group.groupID}
                </label>
              ))}
            </fieldset>
          </>
        ) : null}
        <button type="button" className="primary-button" disabled={nothingChosen} onClick={() => router.history.back()}>
          {t`Done`}
        </button>
      </div>
    </Screen>
  );
}
