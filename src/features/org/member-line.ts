import type { MemberDepartment } from '../../state/chat-entities';

/** "Position · Station", with the department's name first when the row is not already inside that department. */
export function memberLine(member: MemberDepartment, withDepartment: boolean): string {
  return [withDepartment ? member.department?.name : undefined, member.position, member.station]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}
