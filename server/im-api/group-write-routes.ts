import type { Services } from '../services/services.ts';
import type { ImRouter } from './route.ts';
import { groupWriteKit } from './group-write/group-write-kit.ts';
import { registerGroupMembershipRoutes } from './group-write/membership-routes.ts';
import { registerGroupRoleAndMuteRoutes } from './group-write/role-and-mute-routes.ts';
import { registerGroupInfoRoutes } from './group-write/info-routes.ts';
import { registerGroupApplicationRoutes } from './group-write/application-routes.ts';

/** /group/*: creating and managing groups, with permissions, version logs and notifications (openim-http-api.md §3.4). */
export function registerGroupWriteRoutes(router: ImRouter, services: Services): void {
  const kit = groupWriteKit(services);
  registerGroupMembershipRoutes(router, services, kit);
  registerGroupRoleAndMuteRoutes(router, services, kit);
  registerGroupInfoRoutes(router, services, kit);
  registerGroupApplicationRoutes(router, services, kit);
}
