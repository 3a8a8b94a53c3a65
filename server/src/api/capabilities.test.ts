import { CAPABILITIES, CAPABILITY_NAMES, MEMBER, STAFF_ROLES, can, type Capability, type Holder } from '../../../shared/capabilities';
import { MATRIX, SUBSCRIPTIONS, type Row } from '../../test/authorization-matrix';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import type { AppContext } from './context';
import { createAppPubSub } from '../realtime/pubsub';
import { createSchema } from './schema';
import { authChecker } from './auth-checker';
import { authorizedOperations, type AuthorizedOperation } from './authorized-operations';
import { Role, STAFF, staffRoleName } from '../auth/roles';
import type { User } from '../auth/user.entity';

/**
 * The shared capability map (shared/capabilities.ts, issue #23) against the server: every
 * `@Authorized` names one capability of the map, the authChecker decides by the map, and what the
 * map grants each role is exactly the authorization matrix's row — which authorization.int.test.ts
 * proves against the running server. No database.
 */
describe('capabilities (issue #23)', () => {
  let operations: Map<string, AuthorizedOperation>;
  beforeAll(async () => {
    operations = authorizedOperations(await createSchema(createAppPubSub()));
  });

  it('names the staff roles as the API does: the Role enum holds exactly STAFF_ROLES', () => {
    expect(Object.keys(Role).sort()).toEqual([...STAFF_ROLES].sort());
    expect(STAFF_ROLES.map((name) => staffRoleName(Role[name]))).toEqual([...STAFF_ROLES]);
    expect([...STAFF].sort()).toEqual(Object.values(Role).sort());
  });

  it('gives each capability to staff roles or to members, never both and never nobody', () => {
    for (const name of CAPABILITY_NAMES) {
      const holders: readonly Holder[] = CAPABILITIES[name];
      expect({ name, some: holders.length > 0, mixed: holders.includes(MEMBER) && holders.length > 1 }).toEqual({ name, some: true, mixed: false });
    }
  });

  it('answers can() from the map, and false for nobody', () => {
    expect(can('ADMIN', 'purgeContent')).toBe(true);
    expect(can('EDITOR', 'purgeContent')).toBe(false);
    expect(can('EDITOR', 'manageContent')).toBe(true);
    expect(can(MEMBER, 'memberArea')).toBe(true);
    expect(can('ADMIN', 'memberArea')).toBe(false);
    expect(can(null, 'manageContent')).toBe(false);
    expect(can(undefined, 'adminArea')).toBe(false);
  });

  it('refuses the treasurer everything but the admin area and money, and editors every money operation (issue #34)', () => {
    const held = (role: 'TREASURER' | 'EDITOR') =>
      [...operations].filter(([, op]) => op.capabilities[0] && can(role, op.capabilities[0] as Capability));
    expect([...new Set(held('TREASURER').map(([, op]) => op.capabilities[0]))].sort()).toEqual(['adminArea', 'manageMoney', 'viewRenewals']);
    expect(held('TREASURER').map(([name]) => name)).toEqual(
      expect.arrayContaining(['recordPayment', 'ledgerEntries', 'exportLedgerCsv', 'changePassword']),
    );
    expect(held('EDITOR').filter(([, op]) => op.capabilities[0] === 'manageMoney')).toEqual([]);
    expect(MATRIX.recordPayment).toMatchObject({
      treasurer: 'ok',
      admin: 'ok',
      editor: 'FORBIDDEN',
      member: 'UNAUTHENTICATED',
      anonymous: 'UNAUTHENTICATED',
    });
  });

  it('has every @Authorized name exactly one capability of the map', () => {
    const wrong = [...operations]
      .filter(([, op]) => op.capabilities.length > 0)
      .filter(([, op]) => op.capabilities.length !== 1 || !CAPABILITY_NAMES.includes(op.capabilities[0] as Capability))
      .map(([name, op]) => `${name}: ${op.capabilities.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('grants each role exactly what the authorization matrix says, for every operation', () => {
    const rows: Record<string, Row> = { ...MATRIX, ...SUBSCRIPTIONS };
    const expected = (op: AuthorizedOperation): Row => {
      const capability = op.capabilities[0] as Capability | undefined;
      if (!capability) return { anonymous: 'ok', editor: 'ok', admin: 'ok', treasurer: 'ok', member: 'ok' };
      if (can(MEMBER, capability))
        return { anonymous: 'UNAUTHENTICATED', editor: 'UNAUTHENTICATED', admin: 'UNAUTHENTICATED', treasurer: 'UNAUTHENTICATED', member: 'ok' };
      const staff = (role: 'ADMIN' | 'EDITOR' | 'TREASURER') => (can(role, capability) ? 'ok' : 'FORBIDDEN');
      return {
        anonymous: 'UNAUTHENTICATED',
        editor: staff('EDITOR'),
        admin: staff('ADMIN'),
        treasurer: staff('TREASURER'),
        member: 'UNAUTHENTICATED',
      };
    };
    const disagreements: string[] = [];
    for (const [name, op] of operations) {
      const row = rows[name];
      if (!row) {
        disagreements.push(`${name}: no row in the matrix`);
        continue;
      }
      const { anonymous, editor, admin, treasurer, member } = row;
      const want = expected(op);
      if (JSON.stringify({ anonymous, editor, admin, treasurer, member }) !== JSON.stringify(want))
        disagreements.push(`${name} (${op.capabilities.join(', ') || 'public'}): map says ${JSON.stringify(want)}, matrix ${JSON.stringify(row)}`);
    }
    expect(disagreements).toEqual([]);
    expect(operations.size).toBe(Object.keys(rows).length);
  });

  describe('the authChecker reads the map', () => {
    const user = (role: Role) => ({ id: 'u', role }) as User;
    const check = (context: Partial<AppContext>, capabilities: Capability[]) =>
      authChecker({ context: context as AppContext, root: {}, args: {}, info: {} as never }, capabilities);

    it('lets a role through exactly when it holds the capability', () => {
      for (const name of CAPABILITY_NAMES.filter((c) => !can(MEMBER, c)))
        for (const role of Object.values(Role)) {
          const holds = can(staffRoleName(role), name);
          if (holds) expect(check({ user: user(role) }, [name])).toBe(true);
          else expect(() => check({ user: user(role) }, [name])).toThrow(ForbiddenError);
        }
    });

    it('refuses nobody as UNAUTHENTICATED, and a staff user in the member area', () => {
      expect(() => check({ user: null }, ['manageContent'])).toThrow(UnauthenticatedError);
      expect(() => check({ user: user(Role.ADMIN) }, ['memberArea'])).toThrow(UnauthenticatedError);
      expect(check({ user: null, member: {} as AppContext['member'] }, ['memberArea'])).toBe(true);
    });

    it('decides on the session looked up again over WebSocket', async () => {
      const reauthenticate = (role: Role | null) => () => Promise.resolve(role ? user(role) : null);
      await expect(check({ user: user(Role.ADMIN), reauthenticate: reauthenticate(Role.EDITOR) }, ['manageMembers'])).rejects.toThrow(ForbiddenError);
      await expect(check({ reauthenticate: reauthenticate(null) }, ['manageContent'])).rejects.toThrow(UnauthenticatedError);
      await expect(check({ reauthenticate: reauthenticate(Role.EDITOR) }, ['manageContent'])).resolves.toBe(true);
    });
  });
});
