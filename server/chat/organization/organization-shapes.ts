import * as z from 'zod';
import { chatUserFull } from '../../protocol/chat-shapes.ts';
import { MAX_DEPARTMENT_DEPTH } from './department-store.ts';

/** What the organization directory answers (chat-service.md §2.1). */

export const department = z.object({
  departmentID: z.string(),
  faceURL: z.string(),
  name: z.string(),
  parentDepartmentID: z.string().describe('Empty at the top'),
  order: z.number().int(),
  createTime: z.number().int(),
  memberNum: z.number().int().min(0).describe('Everyone in it and its sub-departments, each person once'),
});

export const departmentMember = z.object({
  userID: z.string(),
  departmentID: z.string(),
  position: z.string(),
  station: z.string(),
  order: z.number().int(),
  entryTime: z.number().int(),
  terminationTime: z.number().int().describe('0 while employed'),
  createTime: z.number().int(),
});

/** A user with each of their memberships and its department (absent if the department is gone). */
export const userInDepartments = z.object({
  user: chatUserFull,
  members: z.array(departmentMember.extend({ department: department.optional() })),
});

/**
 * The department tree, spelled out to its depth limit (no tree is deeper): a recursive schema would need a $ref
 * into the document, and this one is embedded in each operation.
 */
export const departmentTree = (() => {
  let level: z.ZodType = z.array(z.never()).max(0);
  for (let depth = 0; depth < MAX_DEPARTMENT_DEPTH; depth++) {
    level = z.array(z.object({ department, subdepartments: level }));
  }
  return level;
})();
