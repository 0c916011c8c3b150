import { Kind, getOperationAST, type DocumentNode, type SelectionSetNode } from 'graphql';

/**
 * Which operations read a patient's data: the one rule for the API's guards (crossSite.ts), its
 * response cache (responseCache.ts) and the browser's client, which sends them by POST. Pure, so
 * the browser can load it.
 */

/** Root query fields that answer a patient's data (lab reports and their file links, orders). */
export const PRIVATE_FIELDS: readonly string[] = ['labReports', 'paymentStatus'];

/** The root fields an operation selects, by name (not alias), through fragments too. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return rootFields(document, selection.selectionSet);
    }
    const fragment = document.definitions.find(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION &&
        definition.name.value === selection.name.value,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION
      ? rootFields(document, fragment.selectionSet)
      : [];
  });
}

/** True when the operation `operationName` of `document` selects one of PRIVATE_FIELDS. */
export function readsPatientData(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  return (
    !!operation &&
    rootFields(document, operation.selectionSet).some((field) => PRIVATE_FIELDS.includes(field))
  );
}
