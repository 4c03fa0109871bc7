/** The demo organization (README, "Try it with demo data"): everyone's password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'parley123';

export interface DemoPerson {
  key: string;
  nickname: string;
  phoneNumber: string;
  department: string;
  position: string;
}

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    key: 'alice',
    nickname: 'Alice Chen',
    phoneNumber: '13900000001',
    department: 'eng',
    position: 'Engineering Manager',
  },
  { key: 'bob', nickname: 'Bob Martin', phoneNumber: '13900000002', department: 'eng', position: 'Backend Engineer' },
  { key: 'carol', nickname: 'Carol Wu', phoneNumber: '13900000003', department: 'eng', position: 'Frontend Engineer' },
  { key: 'dave', nickname: 'Dave Kim', phoneNumber: '13900000004', department: 'eng', position: 'QA Engineer' },
  {
    key: 'erin',
    nickname: 'Erin Lopez',
    phoneNumber: '13900000005',
    department: 'design',
    position: 'Product Designer',
  },
  { key: 'frank', nickname: 'Frank Li', phoneNumber: '13900000006', department: 'design', position: 'UX Researcher' },
  { key: 'grace', nickname: 'Grace Park', phoneNumber: '13900000007', department: 'sales', position: 'Head of Sales' },
  {
    key: 'heidi',
    nickname: 'Heidi Sato',
    phoneNumber: '13900000008',
    department: 'sales',
    position: 'Account Executive',
  },
  { key: 'ivan', nickname: 'Ivan Petrov', phoneNumber: '13900000009', department: 'ops', position: 'Operations Lead' },
  { key: 'judy', nickname: 'Judy Zhang', phoneNumber: '13900000010', department: 'ops', position: 'People Partner' },
  { key: 'ken', nickname: 'Ken Ito', phoneNumber: '13900000011', department: 'leadership', position: 'CEO' },
  { key: 'lena', nickname: 'Lena Novak', phoneNumber: '13900000012', department: 'leadership', position: 'CTO' },
];

export const DEMO_DEPARTMENTS = [
  { id: 'leadership', name: 'Leadership', parent: '' },
  { id: 'product', name: 'Product & Engineering', parent: '' },
  { id: 'eng', name: 'Engineering', parent: 'product' },
  { id: 'design', name: 'Design', parent: 'product' },
  { id: 'sales', name: 'Sales', parent: '' },
  { id: 'ops', name: 'Operations', parent: '' },
];

/** Everyone is friends with their department and with Alice; groups below. */
export const DEMO_GROUPS = [
  {
    name: 'Engineering',
    owner: 'alice',
    members: ['bob', 'carol', 'dave', 'lena'],
    history: [
      ['alice', 'Morning all, standup in 10 minutes.'],
      ['bob', 'The sync fix is merged, deploying after lunch.'],
      ['carol', 'New settings screen is ready for review.'],
      ['lena', 'Great work this week, everyone.'],
    ],
  },
  {
    name: 'Launch Week',
    owner: 'grace',
    members: ['alice', 'erin', 'heidi', 'ken'],
    history: [
      ['grace', 'Launch checklist is pinned in the announcement.'],
      ['erin', 'Final visuals are uploaded.'],
      ['ken', 'Thanks team, let us make it a great launch.'],
    ],
  },
] as const;

export const DEMO_MOMENTS = [
  ['ken', 'Welcome to Parley, everyone! Say hi in Launch Week.'],
  ['carol', 'Dark mode is coming along nicely.'],
  ['grace', 'Signed our biggest customer yet.'],
] as const;
