import { adminPost } from '../../../api/admin/admin-client';
import type { DepartmentPage } from '../../../api/organization';
import type { MemberDepartment, UserFullInfo } from '../../../state/chat-entities';
import type { DepartmentNode } from './department-tree';

/** The console's directory calls: every one goes to the server's own admin (or admin-readable) route. */
export const directoryApi = {
  tree: async () =>
    (await adminPost<{ departments?: DepartmentNode[] }>('/organization/department/all', {})).departments ?? [],

  page: async (departmentID: string): Promise<DepartmentPage> => {
    const data = await adminPost<Partial<DepartmentPage>>('/organization/department/child', { departmentID });
    return { departments: data.departments ?? [], members: data.members ?? [], parents: data.parents ?? [] };
  },

  addDepartment: (name: string, parentDepartmentID: string) =>
    adminPost<{ departmentID: string }>('/organization/department/add', { name, parentDepartmentID }),

  renameDepartment: (departmentID: string, name: string) =>
    adminPost('/organization/department/update', { departmentID, name }),

  moveDepartment: (departmentID: string, parentDepartmentID: string) =>
    adminPost('/organization/department/update', { departmentID, parentDepartmentID }),

  deleteDepartment: (departmentID: string) =>
    adminPost('/organization/department/del', { departmentIDs: [departmentID] }),

  /** The siblings in their new order. */
  sortDepartments: (departmentIDs: string[]) => adminPost('/organization/department/sort', { departmentIDs }),

  addMember: (member: { userID: string; departmentID: string; position: string; order: number }) =>
    adminPost('/organization/department/member/add', member),

  updateMember: (member: { userID: string; departmentID: string; position: string; order: number }) =>
    adminPost('/organization/department/member/update', member),

  removeMember: (userID: string, departmentID: string) =>
    adminPost('/organization/department/member/del', { userID, departmentID }),

  searchPeople: async (keyword: string) =>
    (
      await adminPost<{ users?: Array<{ user: UserFullInfo; members?: MemberDepartment[] }> }>(
        '/organization/user/search',
        { keyword, pagination: { pageNumber: 1, showNumber: 20 } },
      )
    ).users ?? [],

  importCsv: (csv: string) =>
    adminPost<{ departmentsCreated?: number; membersImported?: number }>('/organization/import', { csv }),
};
