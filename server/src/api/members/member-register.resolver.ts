import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import { CsvFile } from '../csv-file';
import type { AppContext } from '../context';
import { MemberRegister } from './member-register.types';

/** The register of members (AIR Act 2012 (Vic) s 56; issue #19). Admins only: it holds names and addresses. */
@Resolver()
export class MemberRegisterResolver {
  /** Admin: the register, current and former members by join date. */
  @Authorized<Capability>('manageMembers')
  @Query(() => MemberRegister, { description: 'The register of members (AIR Act 2012 (Vic) s 56), by join date (admin).' })
  memberRegister(@Ctx() ctx: AppContext): Promise<MemberRegister> {
    return ctx.services.memberRegister.register();
  }

  /** Admin: the register as CSV (UTF-8 with BOM). */
  @Authorized<Capability>('manageMembers')
  @Query(() => CsvFile, { description: 'The register of members as CSV, UTF-8 with a byte order mark (admin).' })
  exportMemberRegister(@Ctx() ctx: AppContext): Promise<CsvFile> {
    return ctx.services.memberRegister.csv();
  }
}
