import { MigrationInterface, QueryRunner } from 'typeorm';

/** Creates every table of SPEC §3 plus staff users, with the indexes and checks the rules rely on. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [
      `CREATE EXTENSION IF NOT EXISTS pgcrypto`,
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "role" text NOT NULL, "password_hash" text NOT NULL, "token_version" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
      `CREATE TABLE "events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" text NOT NULL DEFAULT 'draft', "tags" text array NOT NULL DEFAULT '{}', "is_deleted" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" text NOT NULL, "slug" text NOT NULL, "description" text, "content" text, "image_url" text, "event_date" TIMESTAMP WITH TIME ZONE, "end_date" TIMESTAMP WITH TIME ZONE, "location" text, "max_attendees" integer, "current_attendees" integer NOT NULL DEFAULT '0', "registration_required" boolean NOT NULL DEFAULT false, "registration_deadline" TIMESTAMP WITH TIME ZONE, "contact_email" text, "contact_phone" text, CONSTRAINT "UQ_05bd884c03d3f424e2204bd14cd" UNIQUE ("slug"), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))`,
      `CREATE INDEX "events_visible_idx" ON "events"("status", "is_deleted", "event_date") `,
      `CREATE TABLE "gallery_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" text NOT NULL DEFAULT 'draft', "tags" text array NOT NULL DEFAULT '{}', "is_deleted" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" text NOT NULL, "description" text, "image_url" text NOT NULL, "thumbnail_url" text, "gallery_type" text NOT NULL DEFAULT 'community', "album_name" text, "album_slug" text, "photographer" text, "taken_date" date, "location" text, "sort_order" integer NOT NULL DEFAULT '0', "project_id" uuid, CONSTRAINT "PK_ca2915427d004dec2ff17f45a49" PRIMARY KEY ("id"))`,
      `CREATE INDEX "gallery_items_album_idx" ON "gallery_items"("album_slug", "sort_order") `,
      `CREATE TABLE "news" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" text NOT NULL DEFAULT 'draft', "tags" text array NOT NULL DEFAULT '{}', "is_deleted" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" text NOT NULL, "description" text, "content" text, "featured" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_39a43dfcb6007180f04aff2357e" PRIMARY KEY ("id"))`,
      `CREATE TABLE "projects" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" text NOT NULL DEFAULT 'draft', "tags" text array NOT NULL DEFAULT '{}', "is_deleted" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" text NOT NULL, "slug" text NOT NULL, "description" text, "content" text, "image_url" text, "start_date" date, "end_date" date, "budget" numeric(12,2), "location" text, "coordinator" text, "priority" integer NOT NULL DEFAULT '2', "completion_percentage" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_96e045ab8b0271e5f5a91eae1ee" UNIQUE ("slug"), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))`,
      `CREATE INDEX "projects_visible_idx" ON "projects"("status", "is_deleted", "created_at") `,
      `CREATE TABLE "resources" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" text NOT NULL DEFAULT 'draft', "tags" text array NOT NULL DEFAULT '{}', "is_deleted" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" text NOT NULL, "description" text, "file_url" text, "file_name" text, "file_size" integer, "file_type" text, "resource_type" text NOT NULL DEFAULT 'document', "category" text, "version" text NOT NULL DEFAULT '1.0', "download_count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_632484ab9dff41bba94f9b7c85e" PRIMARY KEY ("id"))`,
      `CREATE TABLE "testimonials" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" text NOT NULL DEFAULT 'draft', "tags" text array NOT NULL DEFAULT '{}', "is_deleted" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "role" text NOT NULL, "message" text NOT NULL, "image_url" text, "sort_order" integer NOT NULL DEFAULT '0', "featured" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_63b03c608bd258f115a0a4a1060" PRIMARY KEY ("id"))`,
      `CREATE TABLE "members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "member_number" SERIAL NOT NULL, "full_name" text NOT NULL, "primary_applicant_full_name" text, "email" text NOT NULL, "phone" text NOT NULL, "whatsapp_joint_status" text, "address" text, "language_spoken" text, "num_adults" integer, "num_children" integer, "member_type" text NOT NULL DEFAULT 'owner', "org_name" text, "residency_proof_status" text, "residency_proof_type" text, "residency_proof_received_by" text, "status" text NOT NULL DEFAULT 'pending', "join_date" date NOT NULL DEFAULT ('now'::text)::date, "approved_date" TIMESTAMP WITH TIME ZONE, "approved_by" text, "rejected_date" TIMESTAMP WITH TIME ZONE, "rejected_by" text, "rejection_reason" text, "notes" text, "receipt_requested" boolean NOT NULL DEFAULT false, "last_login_date" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_bab9dbf94db02b1b0dd63846071" UNIQUE ("member_number"), CONSTRAINT "PK_28b53062261b996d9c99fa12404" PRIMARY KEY ("id"))`,
      `CREATE INDEX "members_created_at_idx" ON "members"("created_at") `,
      `CREATE INDEX "members_status_idx" ON "members"("status") `,
      `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
      `CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`,
      `CREATE UNIQUE INDEX "members_email_lower_key" ON "members" (lower("email"))`,
      `ALTER TABLE "members" ADD CONSTRAINT "members_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'inactive'))`,
      `ALTER TABLE "members" ADD CONSTRAINT "members_member_type_check" CHECK ("member_type" IN ('owner', 'renter', 'investor'))`,
      `ALTER TABLE "members" ADD CONSTRAINT "members_household_check" CHECK (coalesce("num_adults", 0) >= 0 AND coalesce("num_children", 0) >= 0)`,
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'editor'))`,
      `ALTER TABLE "projects" ADD CONSTRAINT "projects_completion_check" CHECK ("completion_percentage" BETWEEN 0 AND 100 AND "priority" BETWEEN 1 AND 5)`,
      `ALTER TABLE "events" ADD CONSTRAINT "events_attendees_check" CHECK ("current_attendees" >= 0 AND ("max_attendees" IS NULL OR "max_attendees" >= 1))`,
      `ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_project_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL`,
      `ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("status" IN ('draft', 'published', 'archived'))`,
      `ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("status" IN ('draft', 'published', 'archived'))`,
      `ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_status_check" CHECK ("status" IN ('draft', 'published', 'archived'))`,
      `ALTER TABLE "resources" ADD CONSTRAINT "resources_status_check" CHECK ("status" IN ('draft', 'published', 'archived'))`,
      `ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_status_check" CHECK ("status" IN ('draft', 'published', 'archived'))`,
      `ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("status" IN ('draft', 'published', 'archived'))`,
    ]) {
      await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['members', 'testimonials', 'resources', 'gallery_items', 'news', 'events', 'projects', 'users'])
      await queryRunner.query(`DROP TABLE IF EXISTS "${table}" CASCADE`);
  }
}
