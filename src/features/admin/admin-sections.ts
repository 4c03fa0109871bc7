import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The console's sections, in the order of its navigation. Each is a lazy route file under src/routes/admin/ whose
 * screen is wrapped in AdminPage. A new section adds its entry here and its route file there.
 */
export const ADMIN_SECTIONS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: '/admin/users', label: msg`Users` },
  { to: '/admin/registration', label: msg`Registration` },
  { to: '/admin/directory', label: msg`Directory` },
  { to: '/admin/applets', label: msg`Applets` },
  { to: '/admin/server', label: msg`Server` },
];
