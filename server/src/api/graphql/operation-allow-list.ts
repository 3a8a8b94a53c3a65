import fs from 'node:fs';
import { GraphQLError, Kind, parse, print, visit, type ASTNode, type DocumentNode, type ValidationRule } from 'graphql';
import { ErrorCode } from '../../common/errors';

/** The stable `extensions.code` of an operation that is not on the allow-list. */
export const OPERATION_NOT_ALLOWED = ErrorCode.OPERATION_NOT_ALLOWED;

/** File the web build writes beside index.html: every operation document of the web app (JSON ASTs). */
export const OPERATIONS_FILE = 'graphql-operations.json';

/**
 * The canonical text of a document for comparison: printed by graphql-js, without `__typename`
 * selections (Apollo Client adds them to what it sends; asking for a type name reveals nothing).
 * @param document a parsed document, or its JSON AST
 */
export function canonicalOperation(document: DocumentNode): string {
  const stripped = visit(document, {
    Field(node) {
      return node.name.value === '__typename' && !node.alias ? null : undefined;
    },
  });
  return print(stripped as ASTNode);
}

/**
 * Reads the allow-list the web build emitted (`dist/web/graphql-operations.json`,
 * docs/security.md: PERSISTED_OPERATIONS=only).
 * @param file path of the JSON file: an array of document ASTs or document source strings
 * @returns the canonical texts of the allowed operations
 * @throws Error naming the file when it is missing or not such an array
 */
export function loadAllowedOperations(file: string): Set<string> {
  if (!fs.existsSync(file)) throw new Error(`PERSISTED_OPERATIONS=only needs ${file}: build the web app (npm run build:web)`);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(entries)) throw new Error(`${file} must hold an array of GraphQL documents`);
  return new Set(entries.map((entry) => canonicalOperation(typeof entry === 'string' ? parse(entry) : (entry as DocumentNode))));
}

/**
 * A validation rule refusing any document whose canonical text is not in `allowed`, with
 * `extensions.code: "OPERATION_NOT_ALLOWED"`. Runs over HTTP and WebSocket alike.
 */
export function allowListRule(allowed: ReadonlySet<string>): ValidationRule {
  return (context) => ({
    Document(node) {
      if (node.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION) && !allowed.has(canonicalOperation(node))) {
        context.reportError(
          new GraphQLError('This server accepts only the operations of its own web app.', {
            extensions: { code: OPERATION_NOT_ALLOWED },
          }),
        );
      }
      return false;
    },
  });
}
