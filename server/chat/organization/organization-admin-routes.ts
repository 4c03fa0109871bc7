import * as z from 'zod';
import { ApiError } from '../../protocol/api-envelope.ts';
import { optionalWebAddress } from '../../protocol/web-address.ts';
import type { ChatRouter } from '../chat-router.ts';
import type { DepartmentStore } from './department-store.ts';

const name = z.string().trim().min(1).max(64);
const id = z.string().min(1).max(64);
const text = z.string().trim().max(64);
const time = z.number().int().min(0);

/**
 * The directory's admin routes, on the paths of OpenIM's commercial admin API (chat-service.md §2.1):
 * departments add/update/del/sort and members add/update/move/del. Only the administrator may call them.
 */
export function registerOrganizationAdminRoutes(
  router: ChatRouter,
  { departments, userExists }: { departments: DepartmentStore; userExists: (userID: string) => Promise<boolean> },
): void {
  router.admin(
    '/organization/department/add',
    z.object({
      departmentID: id.optional(),
      name,
      parentDepartmentID: z.string().max(64).default(''),
      faceURL: optionalWebAddress.default(''),
      order: z.number().int().default(0),
    }),
    async ({ body }) => ({ departmentID: await departments.add(body, body.departmentID) }),
    { response: z.object({ departmentID: z.string() }), errors: [1003, 1004] },
  );

  router.admin(
    '/organization/department/update',
    z.object({
      departmentID: id,
      name: name.optional(),
      parentDepartmentID: z.string().max(64).optional(),
      faceURL: optionalWebAddress.optional(),
      order: z.number().int().optional(),
    }),
    async ({ body }) => {
      const { departmentID, ...changes } = body;
      await departments.update(departmentID, changes);
      return undefined;
    },
    { response: null, errors: [1003, 1004] },
  );

  router.admin(
    '/organization/department/del',
    z.object({ departmentIDs: z.array(id).min(1).max(1000) }),
    async ({ body }) => {
      await departments.delete(body.departmentIDs);
      return undefined;
    },
    { response: null, errors: [1003, 1004] },
  );

  router.admin(
    '/organization/department/sort',
    z.object({ departmentIDs: z.array(id).min(1).max(1000) }),
    async ({ body }) => {
      await departments.sort(body.departmentIDs);
      return undefined;
    },
    { response: null, errors: [1003, 1004] },
  );

  const requireUser = async (userID: string) => {
    if (!(await userExists(userID))) throw new ApiError(1004, 'RecordNotFoundError', `no user ${userID}`);
  };

  router.admin(
    '/organization/department/member/add',
    z.object({
      userID: id,
      departmentID: id,
      position: text.default(''),
      station: text.default(''),
      order: z.number().int().default(0),
      entryTime: time.default(0),
      terminationTime: time.default(0),
    }),
    async ({ body }) => {
      await requireUser(body.userID);
      await departments.addMember(body);
      return undefined;
    },
    { response: null, errors: [1003, 1004] },
  );

  router.admin(
    '/organization/department/member/update',
    z.object({
      userID: id,
      departmentID: id,
      position: text.optional(),
      station: text.optional(),
      order: z.number().int().optional(),
      entryTime: time.optional(),
      terminationTime: time.optional(),
    }),
    async ({ body }) => {
      const { userID, departmentID, ...changes } = body;
      await departments.updateMember(userID, departmentID, changes);
      return undefined;
    },
    { response: null, errors: [1003, 1004] },
  );

  router.admin(
    '/organization/department/member/move',
    z.object({ userID: id, departmentID: id, toDepartmentID: id }),
    async ({ body }) => {
      await departments.moveMember(body.userID, body.departmentID, body.toDepartmentID);
      return undefined;
    },
    { response: null, errors: [1003, 1004] },
  );

  router.admin(
    '/organization/department/member/del',
    z.object({ userID: id, departmentID: id }),
    async ({ body }) => {
      await departments.deleteMember(body.userID, body.departmentID);
      return undefined;
    },
    { response: null, errors: [1003, 1004] },
  );
}
