import { chatPost } from './chat-client';
import type { Department, MemberDepartment, UserFullInfo } from '../state/chat-entities';

/** The spec's page size for an organisation search (product-spec §9): everyone at once. */
export const ORGANIZATION_SEARCH_PAGE_SIZE = 999;

export interface DepartmentMemberEntry {
  member: MemberDepartment;
  user: UserFullInfo;
  disabled?: boolean;
}

/** One department's page of the directory: its sub-departments, its people and the way up (chat-service.md §2.1). */
export interface DepartmentPage {
  departments: Department[];
  members: DepartmentMemberEntry[];
  parents: Department[];
  current?: Department;
}

export interface OrganizationInfo {
  name?: string;
  logoURL?: string;
  homepage?: string;
  introduction?: string;
}

export async function fetchDepartmentPage(departmentID: string): Promise<DepartmentPage> {
  const data = await chatPost<Partial<DepartmentPage>>('/organization/department/child', { departmentID });
  return {
    departments: data.departments ?? [],
    members: data.members ?? [],
    parents: data.parents ?? [],
    current: data.current,
  };
}

export const fetchOrganizationInfo = () => chatPost<OrganizationInfo>('/organization/info', {});

export async function searchOrganization(
  keyword: string,
): Promise<Array<{ user: UserFullInfo; members: MemberDepartment[] }>> {
  const data = await chatPost<{ users?: Array<{ user: UserFullInfo; members?: MemberDepartment[] }> }>(
    '/user/search/organization/full',
    { keyword, pagination: { pageNumber: 1, showNumber: ORGANIZATION_SEARCH_PAGE_SIZE } },
  );
  return (data.users ?? []).map((entry) => ({ user: entry.user, members: entry.members ?? [] }));
}
