import type { Hospital, MedicalOrganization, WithContext } from 'schema-dts';
import { SITE_URL } from '@/app/site';
import { GROUP, SOCIAL_LINKS } from '@/content/group';
import type { BranchOrganizationFragment } from '@/graphql/__generated__/operations';

const absolute = (path: string) => new URL(path, SITE_URL).toString();

/** A hospital of the group, as schema.org describes one. */
export function branchHospital(
  branch: BranchOrganizationFragment,
  departments: readonly string[] = [],
): Hospital {
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
  };
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
