import type { DataSource } from 'typeorm';
import type { AuditService } from './audit/audit.service';
import type { AuthService } from './auth/auth.service';
import type { OutboxService } from './notifications/outbox.service';
import type { User } from './auth/user.entity';
import type { Config } from './config';
import type { ContentCommands } from './content/content.commands';
import type { ContentService } from './content/content.service';
import type { EngagementService } from './engagement/engagement.service';
import type { MemberService } from './members/member.service';
import type { PublicService } from './public/public.service';
import type { PubSub } from './realtime/pubsub';
import type { SettingsService } from './settings/settings.service';
import type { UploadService } from './uploads/upload.service';

/** The services built once at start (composition root) and shared by every request. */
export interface Services {
  config: Config;
  db: DataSource;
  pubsub: PubSub;
  auth: AuthService;
  audit: AuditService;
  outbox: OutboxService;
  members: MemberService;
  content: ContentService;
  contentCommands: ContentCommands;
  publicSite: PublicService;
  engagement: EngagementService;
  uploads: UploadService;
  settings: SettingsService;
}

/** What every resolver receives: the signed-in staff user (or null) and the services. */
export interface AppContext {
  user: User | null;
  services: Services;
}
