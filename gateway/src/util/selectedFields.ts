/**
 * What an operation selects on the field being resolved, so a resolver asks the api only for that
 * (docs/architecture.md "A gateway that adds nothing").
 */
import {
  type GraphQLResolveInfo,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  getDirectiveValues,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/**
 * The names of the fields the operation selects directly on the value of the field being resolved
 * (through fragment spreads and inline fragments), leaving out those `@skip`ped or not `@include`d
 * with the operation's variables.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const variables = info.variableValues;
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): void => {
    for (const s of set?.selections ?? []) {
      if (!included(s)) continue;
      if (s.kind === Kind.FIELD) names.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet, seen);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        visit(info.fragments[s.name.value]?.selectionSet, seen);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, new Set());
  return names;
}
