/**
 * Demo people: staff users (all fictional, `@certify.test`) and 32 students with realistic
 * Australian names (fictional). spec: access-and-administration §3 "User", "Student".
 */
import { ROLE } from '../auth/principal.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './demoAccounts.js';

export { DEMO_PASSWORD } from './demoAccounts.js';

export interface SeedUser {
  key: DemoAccount;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  roles: number[];
  passwordSecurity?: boolean;
}

export const USERS: SeedUser[] = [
  {
    key: 'admin',
    firstName: 'Olivia',
    lastName: 'Bennett',
    email: DEMO_ACCOUNTS.admin,
    mobile: '0412345670',
    roles: [1, 2, 3, 4, 5],
  },
  {
    key: 'requisitioner',
    firstName: 'Liam',
    lastName: 'Nguyen',
    email: DEMO_ACCOUNTS.requisitioner,
    mobile: '0412345671',
    roles: [ROLE.REQUISITIONER],
  },
  {
    key: 'approver',
    firstName: 'Charlotte',
    lastName: 'Walsh',
    email: DEMO_ACCOUNTS.approver,
    mobile: '0412345672',
    roles: [ROLE.APPROVER],
  },
  {
    key: 'signee1',
    firstName: 'Margaret',
    lastName: 'Hughes',
    email: DEMO_ACCOUNTS.signee1,
    mobile: '0412345673',
    roles: [ROLE.SIGNEE],
  },
  {
    key: 'signee2',
    firstName: 'James',
    lastName: "O'Connor",
    email: DEMO_ACCOUNTS.signee2,
    mobile: '0412345674',
    roles: [ROLE.SIGNEE],
    passwordSecurity: true,
  },
  {
    key: 'printer',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: DEMO_ACCOUNTS.printer,
    mobile: '0412345675',
    roles: [ROLE.PRINTER],
  },
];

/** [first, middle, last, dob] */
const NAMES: [string, string | null, string, string][] = [
  ['Jack', 'Thomas', 'Wilson', '1998-03-14'],
  ['Chloe', null, 'Anderson', '2001-07-22'],
  ['Noah', 'James', 'Taylor', '1995-11-02'],
  ['Isla', null, 'Thompson', '2000-01-30'],
  ['William', null, 'Brown', '1989-05-17'],
  ['Mia', 'Rose', 'Martin', '2002-09-09'],
  ['Oliver', null, 'Kelly', '1997-12-25'],
  ['Amelia', 'Grace', 'Ryan', '1999-04-03'],
  ['Lucas', null, 'Murphy', '1993-08-11'],
  ['Ava', null, 'Campbell', '2003-02-19'],
  ['Henry', 'Patrick', 'Mitchell', '1991-10-28'],
  ['Grace', null, 'Robinson', '1996-06-06'],
  ['Thomas', null, 'Clarke', '1988-01-15'],
  ['Zoe', 'Anne', 'Stewart', '2000-11-21'],
  ['Ethan', null, 'Tran', '1998-07-07'],
  ['Ruby', null, 'Papadopoulos', '1994-03-29'],
  ['Samuel', 'Lee', 'Chen', '2001-05-05'],
  ['Matilda', null, 'Fraser', '1997-09-18'],
  ['Harrison', null, 'Singh', '1992-12-01'],
  ['Sophie', 'Louise', 'McDonald', '1999-08-24'],
  ['Cooper', null, 'Russo', '2002-04-12'],
  ['Ella', null, 'Patel', '1995-02-27'],
  ['Archie', 'John', 'Baker', '1990-06-30'],
  ['Harper', null, 'Nguyen', '2003-10-10'],
  ['Lachlan', null, 'Evans', '1996-01-08'],
  ['Willow', 'May', 'Harris', '2000-03-16'],
  ['Riley', null, 'Walker', '1994-07-19'],
  ['Evie', null, 'Kowalski', '1998-11-11'],
  ['Jayden', 'Paul', 'Lee', '1993-09-23'],
  ['Sienna', null, 'Hall', '2001-12-04'],
  ['Mason', null, 'Wright', '1997-05-26'],
  ['Lily', 'Jane', 'Scott', '1999-02-02'],
];

export const STUDENTS = NAMES.map(([first, middle, last, dob], i) => ({
  studentId: `SCI${String(240101 + i)}`,
  firstName: first,
  middleName: middle,
  lastName: last,
  email: `${`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')}@student.example.com.au`,
  mobile: `04${String(10000000 + i * 7919321).slice(0, 8)}`,
  dob,
  usi: null as string | null,
}));

export const CAMPUSES = [
  {
    campusName: 'Melbourne',
    campusId: 'CMP-MEL',
    campusCode: 'MEL',
    shortName: 'MEL',
    address: 'Level 4, 250 Collins Street, Melbourne VIC 3000',
  },
  {
    campusName: 'Sydney',
    campusId: 'CMP-SYD',
    campusCode: 'SYD',
    shortName: 'SYD',
    address: 'Level 9, 55 Clarence Street, Sydney NSW 2000',
  },
  {
    campusName: 'Brisbane',
    campusId: 'CMP-BNE',
    campusCode: 'BNE',
    shortName: 'BNE',
    address: 'Level 2, 141 Queen Street, Brisbane City QLD 4000',
  },
];
