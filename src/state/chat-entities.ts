/**
 * Records the chat service returns (chat-service.md §1.3, §2.1). Go leaves zero values out, so every field but
 * the ID may be missing.
 */
export interface UserFullInfo {
  userID: string;
  account?: string;
  phoneNumber?: string;
  areaCode?: string;
  email?: string;
  nickname?: string;
  faceURL?: string;
  gender?: number;
  level?: number;
  birth?: number;
  allowAddFriend?: number;
  allowBeep?: number;
  allowVibration?: number;
  globalRecvMsgOpt?: number;
  registerType?: number;
}

export interface Department {
  departmentID: string;
  faceURL?: string;
  name?: string;
  parentDepartmentID?: string;
  order?: number;
  createTime?: number;
  memberNum?: number;
}

/** One membership of a user in a department, with the department. */
export interface MemberDepartment {
  userID: string;
  departmentID: string;
  position?: string;
  station?: string;
  order?: number;
  entryTime?: number;
  terminationTime?: number;
  createTime?: number;
  department?: Department;
}
