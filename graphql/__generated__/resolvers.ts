import type { GraphQLResolveInfo } from 'graphql';
import type { Branch as BranchModel, BedFacts as BedFactsModel } from '../../adapters/branches';
import type { Consultant as ConsultantModel } from '../../adapters/consultants';
import type { Picture as PictureModel } from '../../adapters/images';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Bed facts the hospital states for a branch. */
export type BedFacts = {
  __typename?: 'BedFacts';
  /** Share of care given in charity, in percent, where stated. */
  charityPercent?: Maybe<Scalars['Int']['output']>;
  /** Beds set aside for patients who cannot pay, where stated. */
  forPoorPatients?: Maybe<Scalars['Int']['output']>;
  /** Beds in all. */
  total: Scalars['Int']['output'];
};

/** A branch of the group, as the branch registry knows it. */
export type Branch = {
  __typename?: 'Branch';
  /** Postal address. */
  address: Scalars['String']['output'];
  /** Bed facts, where the hospital states them. */
  beds?: Maybe<BedFacts>;
  /** City the branch is in: Lahore or Islamabad. */
  city: Scalars['String']['output'];
  /** Consultants of this branch, optionally narrowed by a search. */
  consultants: Array<Consultant>;
  /** Site path of the branch's consultant list (the canonical spelling). */
  consultantsPath: Scalars['String']['output'];
  /** The name shown to patients. */
  displayName: Scalars['String']['output'];
  /** Stable identifier of the branch. */
  id: BranchId;
  /** Site path of the branch landing page. */
  landingPath: Scalars['String']['output'];
  /** Link to the branch on a map service. */
  mapUrl: Scalars['String']['output'];
  /** The name the content feeds use for the branch. */
  name: Scalars['String']['output'];
  /** Reception phone number, as shown to patients. */
  phone: Scalars['String']['output'];
  /** Every spelling of the branch that the feeds and forms use. */
  spellings: Array<Scalars['String']['output']>;
};


/** A branch of the group, as the branch registry knows it. */
export type BranchConsultantsArgs = {
  search?: InputMaybe<ConsultantSearch>;
};

/** The seven branches of the group. */
export enum BranchId {
  AkhtarSaeed = 'AKHTAR_SAEED',
  AllamaIqbalTown = 'ALLAMA_IQBAL_TOWN',
  BahriaEnclave = 'BAHRIA_ENCLAVE',
  /** Shown on the site as the Islamabad branch. */
  BahriaGolfCity = 'BAHRIA_GOLF_CITY',
  Dha = 'DHA',
  DoctorsHospital = 'DOCTORS_HOSPITAL',
  WestWood = 'WEST_WOOD'
}

/** A consultant (doctor) practising at one of the branches. */
export type Consultant = {
  __typename?: 'Consultant';
  /** The branch, when the record names one of the seven. */
  branch?: Maybe<Branch>;
  /** Branch name to show: the branch's name, or the record's own spelling when it names none of the seven. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** Department name as the content service spells it; null when the record has none. */
  department?: Maybe<Scalars['String']['output']>;
  /** Designation, such as Consultant Cardiologist; null when the record has none. */
  designation?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the content service's consultant id. */
  id: Scalars['ID']['output'];
  /** Full name, usually with its title (Dr., Prof. Dr.). */
  name: Scalars['String']['output'];
  /** Photograph, or the stock doctor picture when the record has none. */
  photo: Image;
  /** Profile text (qualifications, experience, interests); null when the record has none. */
  profile?: Maybe<Scalars['String']['output']>;
  /** Speciality; null when the record has none. */
  speciality?: Maybe<Scalars['String']['output']>;
  /** Clinic days and hours as free text; null when the record has none. */
  timing?: Maybe<Scalars['String']['output']>;
};

/**
 * Search criteria of the Find your Consultant panel. Each criterion is matched case-insensitively as a
 * substring of the consultant's designation, name, branch and department combined; an empty or
 * missing criterion is ignored. At most 100 characters each.
 */
export type ConsultantSearch = {
  /** Department chosen in the dropdown, such as Cardiology or Neuro. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Free text typed into the name box. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A picture and its alternative text. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text for the picture. */
  alt: Scalars['String']['output'];
  /** True when the record had no picture of its own and a stock picture stands in. */
  isFallback: Scalars['Boolean']['output'];
  /** Absolute address of the picture, or a site path (starting with /) for a stock picture. */
  url: Scalars['String']['output'];
};

/**
 * The hospital group's public content: branches, consultants and (in later releases) departments,
 * services and news. Every list is filtered on the server; clients never download whole feeds.
 */
export type Query = {
  __typename?: 'Query';
  /** One branch. */
  branch: Branch;
  /** All seven branches, in the order the site lists them. */
  branches: Array<Branch>;
  /** One consultant by id; null when there is no such consultant. The id must be a positive whole number. */
  consultant?: Maybe<Consultant>;
  /** Consultants of one branch, or of the whole group when no branch is given, optionally searched. */
  consultants: Array<Consultant>;
  /** Always true; lets monitoring check that the API answers without touching any upstream service. */
  ok: Scalars['Boolean']['output'];
};


/**
 * The hospital group's public content: branches, consultants and (in later releases) departments,
 * services and news. Every list is filtered on the server; clients never download whole feeds.
 */
export type QueryBranchArgs = {
  id: BranchId;
};


/**
 * The hospital group's public content: branches, consultants and (in later releases) departments,
 * services and news. Every list is filtered on the server; clients never download whole feeds.
 */
export type QueryConsultantArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants and (in later releases) departments,
 * services and news. Every list is filtered on the server; clients never download whole feeds.
 */
export type QueryConsultantsArgs = {
  branch?: InputMaybe<BranchId>;
  search?: InputMaybe<ConsultantSearch>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  BedFacts: ResolverTypeWrapper<BedFactsModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<BranchModel>;
  BranchId: BranchId;
  Consultant: ResolverTypeWrapper<ConsultantModel>;
  ConsultantSearch: ConsultantSearch;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<PictureModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BedFacts: BedFactsModel;
  Boolean: Scalars['Boolean']['output'];
  Branch: BranchModel;
  Consultant: ConsultantModel;
  ConsultantSearch: ConsultantSearch;
  ID: Scalars['ID']['output'];
  Image: PictureModel;
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
};

export type BedFactsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BedFacts'] = ResolversParentTypes['BedFacts']> = {
  charityPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  forPoorPatients?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beds?: Resolver<Maybe<ResolversTypes['BedFacts']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consultants?: Resolver<Array<ResolversTypes['Consultant']>, ParentType, ContextType, Partial<BranchConsultantsArgs>>;
  consultantsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['BranchId'], ParentType, ContextType>;
  landingPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spellings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsultantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Consultant'] = ResolversParentTypes['Consultant']> = {
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speciality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<QueryBranchArgs, 'id'>>;
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  consultant?: Resolver<Maybe<ResolversTypes['Consultant']>, ParentType, ContextType, RequireFields<QueryConsultantArgs, 'id'>>;
  consultants?: Resolver<Array<ResolversTypes['Consultant']>, ParentType, ContextType, Partial<QueryConsultantsArgs>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  BedFacts?: BedFactsResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  Consultant?: ConsultantResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

