import { Field, Float, InputType, Int, registerEnumType, type ClassType } from 'type-graphql';
import { withArticle, type FieldDecl } from '../../../../shared/content-fields';
import { BulkAction } from '../../content/content.commands';
import type { ContentDeclaration } from '../../content/content.declarations';
import { ContentStatus, GalleryType, ResourceType } from '../../content/content.enums';

registerEnumType(BulkAction, {
  name: 'BulkAction',
  description: 'A bulk action of the CMS lists: PUBLISH, DRAFT, ARCHIVE, DELETE (to the trash) or RESTORE (out of the trash).',
});

/** GraphQL enums behind select fields, by field name. */
const ENUM_FIELDS: Record<string, object> = { galleryType: GalleryType, resourceType: ResourceType };

/** The GraphQL input type of one declared field. */
function graphqlType(field: FieldDecl): () => unknown {
  if (ENUM_FIELDS[field.name]) return () => ENUM_FIELDS[field.name];
  switch (field.kind) {
    case 'int':
      return () => Int;
    case 'float':
      return () => Float;
    case 'boolean':
      return () => Boolean;
    case 'datetime':
      return () => Date;
    case 'tags':
      return () => [String];
    case 'select':
      return typeof field.options?.[0]?.value === 'number' ? () => Int : () => String;
    default:
      return () => String;
  }
}

const describe = (field: FieldDecl): string =>
  [
    `${field.label}${field.required ? ' (required)' : ''}.`,
    field.min !== undefined ? `At least ${field.min}.` : '',
    field.max !== undefined ? `At most ${field.max}.` : '',
    field.kind === 'date' ? 'YYYY-MM-DD.' : '',
    field.kind === 'richText' ? 'Basic HTML; sanitised when stored.' : '',
    field.kind === 'image' || field.kind === 'file' ? 'A URL returned by POST /uploads.' : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Builds `{Name}Input` from the type's shared field declarations, so the API, the server's rules
 * and the admin form come from one declaration. Every field is nullable in GraphQL: required fields
 * are checked by the declaration, which answers with SPEC §5's per-field messages.
 */
export function createContentInput(declaration: ContentDeclaration): ClassType {
  const Input = class {};
  Object.defineProperty(Input, 'name', { value: `${declaration.name}Input` });
  for (const field of declaration.fields.fields) {
    Reflect.defineMetadata('design:type', Object, Input.prototype, field.name);
    Field(graphqlType(field) as () => StringConstructor, { nullable: true, description: describe(field) })(Input.prototype, field.name);
  }
  Reflect.defineMetadata('design:type', Object, Input.prototype, 'status');
  Field(() => ContentStatus, {
    nullable: true,
    description: `Publication state; default DRAFT ("Save as Draft"), PUBLISHED for "Publish". Allowed: ${declaration.fields.statuses.join(', ')}.`,
  })(Input.prototype, 'status');
  Reflect.defineMetadata('design:type', Object, Input.prototype, 'expectedVersion');
  Field(() => Int, {
    nullable: true,
    description:
      'Edits: the `version` the form started from (issue #33). When the item has a newer one the edit is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. Ignored on create.',
  })(Input.prototype, 'expectedVersion');
  InputType(`${declaration.name}Input`, {
    description: `${withArticle(declaration.label.toLowerCase(), { capital: true })} as the CMS form sends it (SPEC §3, §5).`,
  })(Input);
  return Input;
}
