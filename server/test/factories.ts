import { randomBytes } from 'node:crypto';
import { Role } from '../src/auth/roles';
import type { Services } from '../src/context';
import { Member } from '../src/members/member.entity';
import { MemberStatus, MemberType } from '../src/members/member.enums';
import type { MembershipApplicationInput } from '../src/members/member.inputs';

let counter = 0;
const unique = (): string => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A valid /join application (GraphQL variable shape), with overrides. */
export function applicationInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Jane Citizen',
    email: `jane.${unique()}@example.com`,
    phone: '0412 345 678',
    address: '12 Vine Street, Greenfield',
    memberType: 'OWNER',
    termsAccepted: true,
    ...overrides,
  };
}

/** A staff account and a token for it. */
export async function staff(services: Services, role: Role = Role.ADMIN, name = role === Role.ADMIN ? 'Alice Admin' : 'Eddie Editor') {
  const password = `pw-${unique()}`;
  const user = await services.auth.createUser({ name, email: `${role}.${unique()}@example.com`, password, role });
  return { user, password, token: services.auth.issue(user).token };
}

/** Stores a member directly (bypassing /join), e.g. to set up a status or a creation time. */
export async function member(services: Services, overrides: Partial<Member> = {}): Promise<Member> {
  const repo = services.db.getRepository(Member);
  const input: Partial<MembershipApplicationInput> = {
    fullName: `Member ${unique()}`,
    email: `m.${unique()}@example.com`,
    phone: '0400 000 000',
    address: '1 Station Street',
  };
  return repo.save(repo.create({ ...input, memberType: MemberType.OWNER, status: MemberStatus.PENDING, ...overrides }));
}
