import type { Hospital, JobPosting, MedicalOrganization, WithContext } from 'schema-dts';
import { SITE_URL } from '@/adapters/site';
import { GROUP, SOCIAL_LINKS } from '@/content/group';
import { href } from '@/domain/addresses';
import type { BranchOrganizationFragment } from '@/graphql/__generated__/operations';

const absolute = (path: string) => new URL(path, SITE_URL).toString();

function hospitalFields(branch: BranchOrganizationFragment, departments: readonly string[]) {
  return {
    '@type': 'Hospital',
    '@id': absolute(`${branch.landingPath}#hospital`),
    name: branch.displayName,
    url: absolute(branch.landingPath),
    telephone: branch.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address,
      addressLocality: branch.city,
      addressCountry: 'PK',
    },
    hasMap: branch.mapUrl,
    parentOrganization: { '@id': absolute('/#organization') },
    ...(departments.length > 0 && {
      department: departments.map((name) => ({ '@type': 'MedicalOrganization', name })),
    }),
  } satisfies Exclude<Hospital, string>;
}

/** A hospital of the group, as schema.org describes one, with the departments its page shows. */
export function branchHospital(
  branch: BranchOrganizationFragment,
  departments: readonly string[] = [],
): Hospital {
  return hospitalFields(branch, departments);
}

/** The same, as a document of its own (a branch's page). */
export function branchHospitalDocument(
  branch: BranchOrganizationFragment,
  departments: readonly string[],
): WithContext<Hospital> {
  return { '@context': 'https://schema.org', ...hospitalFields(branch, departments) };
}

/** The group itself, with its hospitals. */
export function groupOrganization(
  branches: readonly BranchOrganizationFragment[],
): WithContext<MedicalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    '@id': absolute('/#organization'),
    name: GROUP.name,
    url: absolute('/'),
    logo: absolute('/icons/icon-512.png'),
    telephone: GROUP.phone,
    email: GROUP.email,
    address: { '@type': 'PostalAddress', streetAddress: GROUP.address, addressCountry: 'PK' },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
    subOrganization: branches.map((branch) => branchHospital(branch)),
  };
}

/** How the careers feed names job types, in schema.org's words. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full time': 'FULL_TIME',
  'part time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

export interface JobFacts {
  id: string;
  title: string;
  type: string | null;
  location: string | null;
  positions: number | null;
  applicationDeadline: string | null;
  expectedStartDate: string | null;
  /** What the job is (HTML, which search engines accept here). */
  description: string;
}

/** A vacancy, as search engines list jobs: its deadline is `validThrough`. */
export function jobPosting(job: JobFacts): WithContext<JobPosting> {
  const employmentType = job.type ? EMPLOYMENT_TYPES[job.type.toLowerCase()] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: absolute(href.job(job.id)),
    hiringOrganization: {
      '@type': 'MedicalOrganization',
      '@id': absolute('/#organization'),
      name: GROUP.name,
      sameAs: absolute('/'),
    },
    ...(job.location && {
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'PK' },
      },
    }),
    ...(employmentType && { employmentType }),
    ...(job.positions !== null && { totalJobOpenings: job.positions }),
    ...(job.applicationDeadline && { validThrough: job.applicationDeadline }),
    ...(job.expectedStartDate && { jobStartDate: job.expectedStartDate }),
  };
}
