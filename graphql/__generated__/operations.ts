/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The seven branches of the group. */
export type BranchId =
  | 'AKHTAR_SAEED'
  | 'ALLAMA_IQBAL_TOWN'
  | 'BAHRIA_ENCLAVE'
  /** Shown on the site as the Islamabad branch. */
  | 'BAHRIA_GOLF_CITY'
  | 'DHA'
  | 'DOCTORS_HOSPITAL'
  | 'WEST_WOOD';

/**
 * Search criteria of the Find your Consultant panel. Each criterion is matched case-insensitively as a
 * substring of the consultant's designation, name, branch and department combined; an empty or
 * missing criterion is ignored. At most 100 characters each.
 */
export type ConsultantSearch = {
  /** Department chosen in the dropdown, such as Cardiology or Neuro. */
  department?: string | null | undefined;
  /** Free text typed into the name box. */
  text?: string | null | undefined;
};

export type ConsultantCardFragment = { id: string, name: string, designation: string | null, timing: string | null, department: string | null, branchName: string | null, photo: { url: string, alt: string } };

export type ConsultantListBranchQueryVariables = Exact<{
  branch: BranchId;
}>;


export type ConsultantListBranchQuery = { branch: { id: BranchId, displayName: string, phone: string, consultantsPath: string } };

export type ConsultantListQueryVariables = Exact<{
  branch?: BranchId | null | undefined;
  search?: ConsultantSearch | null | undefined;
}>;


export type ConsultantListQuery = { consultants: Array<{ id: string, name: string, designation: string | null, timing: string | null, department: string | null, branchName: string | null, photo: { url: string, alt: string } }> };

export type ConsultantDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsultantDetailQuery = { consultant: { speciality: string | null, profile: string | null, id: string, name: string, designation: string | null, timing: string | null, department: string | null, branchName: string | null, branch: { id: BranchId, displayName: string, phone: string } | null, photo: { url: string, alt: string } } | null };

export const ConsultantCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<ConsultantCardFragment, unknown>;
export const ConsultantListBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultantListBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchId"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"consultantsPath"}}]}}]}}]} as unknown as DocumentNode<ConsultantListBranchQuery, ConsultantListBranchQueryVariables>;
export const ConsultantListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultantList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchId"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantSearch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branch"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultantCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<ConsultantListQuery, ConsultantListQueryVariables>;
export const ConsultantDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultantDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultantCard"}},{"kind":"Field","name":{"kind":"Name","value":"speciality"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Consultant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"designation"}},{"kind":"Field","name":{"kind":"Name","value":"timing"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<ConsultantDetailQuery, ConsultantDetailQueryVariables>;