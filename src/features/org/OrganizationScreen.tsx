import { useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { fetchDepartmentPage, fetchOrganizationInfo, searchOrganization } from '../../api/organization';
import type { MemberDepartment } from '../../state/chat-entities';
import { readThrough } from '../../api/moments-cache';
import { readStoredSession } from '../../state/session/stored-session';
import { useDebounced } from '../search/use-debounced';
import { memberLine } from './member-line';
import './org.css';

const route = getRouteApi('/_authed/org');
const SEARCH_DELAY_MS = 300;
const cacheKey = (name: string) => `${readStoredSession()?.userID ?? ''}:org:${name}`;

/** /org: the departments tree a level at a time, with breadcrumbs and head counts, its people, and a search. */
export function OrganizationScreen() {
  const { t } = useLingui();
  const { departmentID = '' } = route.useSearch();
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim(), SEARCH_DELAY_MS);
  const info = useQuery({
    queryKey: ['organization', 'info'],
    queryFn: () => readThrough(cacheKey('info'), fetchOrganizationInfo),
  });
  const page = useQuery({
    queryKey: ['organization', 'department', departmentID],
    queryFn: () => readThrough(cacheKey(`department:${departmentID}`), () => fetchDepartmentPage(departmentID)),
  });
  const search = useQuery({
    queryKey: ['organization', 'search', settled],
    queryFn: () => searchOrganization(settled),
    enabled: settled.length > 0,
  });
  const rootName = info.data?.name || t`Organization`;
  const title = page.data?.current?.name || rootName;

  return (
    <Screen title={title}>
      <div className="org-search">
        <input
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          aria-label={t`Search the organization`}
          placeholder={t`Search the organization`}
        />
      </div>
      {settled ? (
        <section aria-label={t`Search results`}>
          {search.isSuccess && search.data.length === 0 ? <p className="empty-state">{t`Nobody found.`}</p> : null}
          <ul className="list" aria-label={t`People found`}>
            {(search.data ?? []).map(({ user, members }) => (
              <PersonRow
                key={user.userID}
                userID={user.userID}
                name={user.nickname || user.userID}
                faceURL={user.faceURL}
                detail={members.map((member) => memberLine(member, true)).join(' · ')}
              />
            ))}
          </ul>
        </section>
      ) : (
        <>
          <nav className="org-breadcrumbs" aria-label={t`Breadcrumbs`}>
            <ol>
              <li>{departmentID ? <Link to="/org">{rootName}</Link> : <span aria-current="page">{rootName}</span>}</li>
              {(page.data?.parents ?? []).map((parent) => (
                <li key={parent.departmentID}>
                  <Link to="/org" search={{ departmentID: parent.departmentID }}>
                    {parent.name}
                  </Link>
                </li>
              ))}
              {departmentID && page.data?.current ? (
                <li>
                  <span aria-current="page">{page.data.current.name}</span>
                </li>
              ) : null}
            </ol>
          </nav>
          {page.isError ? (
            <p className="empty-state" role="alert">
              {t`The directory could not be loaded.`}
            </p>
          ) : null}
          {(page.data?.departments ?? []).length > 0 ? (
            <ul className="list" aria-label={t`Departments`}>
              {page.data!.departments.map((department) => {
                const count = department.memberNum ?? 0;
                return (
                  <li key={department.departmentID}>
                    <Link to="/org" search={{ departmentID: department.departmentID }} className="list-item">
                      <span>{department.name}</span>
                      <span className="org-count">
                        <Plural value={count} one="# person" other="# people" /> <span aria-hidden>›</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {(page.data?.members ?? []).length > 0 ? (
            <ul className="list" aria-label={t`Members`}>
              {page.data!.members.map(({ member, user }) => (
                <PersonRow
                  key={user.userID}
                  userID={user.userID}
                  name={user.nickname || user.userID}
                  faceURL={user.faceURL}
                  detail={memberLine(member as MemberDepartment, false)}
                />
              ))}
            </ul>
          ) : null}
          {page.isSuccess && page.data.departments.length === 0 && page.data.members.length === 0 ? (
            <p className="empty-state">{t`Nobody here yet.`}</p>
          ) : null}
        </>
      )}
    </Screen>
  );
}

function PersonRow(props: { userID: string; name: string; faceURL?: string; detail: string }) {
  return (
    <li>
      <Link to="/userCard" search={{ userID: props.userID }} className="list-item org-person">
        <Avatar src={props.faceURL} name={props.name} size={40} />
        <span className="org-person-text">
          <span>{props.name}</span>
          {props.detail ? <span className="org-detail">{props.detail}</span> : null}
        </span>
      </Link>
    </li>
  );
}
