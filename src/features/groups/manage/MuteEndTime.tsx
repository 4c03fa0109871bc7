import { useLingui } from '@lingui/react/macro';
import { useNow } from '../../../ui/format/use-now';
import { isMutedAt } from './mute-duration';

/** "Muted until …" while the member's mute lasts, "Not muted" before and after. */
export function MuteEndTime({ muteEndTime }: { muteEndTime: number }) {
  const { t, i18n } = useLingui();
  const now = useNow(10_000);
  if (!isMutedAt(muteEndTime, now)) return <>{t`Not muted`}</>;
  const until = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(muteEndTime);
  return <>{t`Muted until ${until}`}</>;
}
