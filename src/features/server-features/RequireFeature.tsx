import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { useServerFeatures } from '../../api/use-server-features';
import type { ServerFeatures } from '../../api/server-features';

// Link previews, reactions, edits and pins have no screen of their own: without them, messages show no cards and the
// message menu leaves React, Edit, Pin and Unpin out.
type OptionalFeature = Exclude<keyof ServerFeatures, 'accountLogin' | 'linkPreview' | 'reactions' | 'edits' | 'pins'>;

/**
 * A screen for a feature OpenIM's open-source chat service lacks: on a service without it, the screen says so
 * instead of failing on its first request (a link from elsewhere, or an address typed in, can still lead here).
 */
export function RequireFeature({ feature, children }: { feature: OptionalFeature; children: ReactNode }) {
  const { t } = useLingui();
  const offered = useServerFeatures()[feature];
  if (offered) return children;
  const screens: Record<OptionalFeature, { title: string; message: string }> = {
    moments: { title: t`Moments`, message: t`This server does not offer moments.` },
    organization: { title: t`Organization`, message: t`This server does not offer an organization directory.` },
    emailChange: {
      title: t`Change e-mail`,
      message: t`This server does not let you change your e-mail address here. Ask its administrator.`,
    },
  };
  return <EmptyScreen title={screens[feature].title} message={screens[feature].message} />;
}
