/**
 * Line icons for the subjects of departments and services, drawn for this site on a 24 px grid
 * (one path each; stroke, colour and size come from the `art-icon` class in app/globals.css), and
 * the choice of one by the words of a department's or service's name. Server-rendered markup only.
 */

const ICONS = {
  heart:
    'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20zM7.5 12.5h2.5l1.3-2 1.7 4 1.3-2h2.2',
  brain:
    'M12 5.5V19M12 5.5A2.5 2.5 0 0 0 7.5 6a3 3 0 0 0-2.8 4 3 3 0 0 0 .3 4.8 3 3 0 0 0 4 4 2.5 2.5 0 0 0 3 .2M12 5.5a2.5 2.5 0 0 1 4.5.5 3 3 0 0 1 2.8 4 3 3 0 0 1-.3 4.8 3 3 0 0 1-4 4 2.5 2.5 0 0 1-3 .2M8 10.5a2 2 0 0 1 2 2M16 10.5a2 2 0 0 0-2 2',
  bone: 'M7.9 14 14 7.9a2.3 2.3 0 1 1 3.6-1.5 2.3 2.3 0 1 1-1.5 3.6L10 16.1a2.3 2.3 0 1 1-3.6 1.5A2.3 2.3 0 1 1 7.9 14z',
  scan: 'M4 8V5a1 1 0 0 1 1-1h3m8 0h3a1 1 0 0 1 1 1v3m0 8v3a1 1 0 0 1-1 1h-3m-8 0H5a1 1 0 0 1-1-1v-3M12 7v10M8.5 9.5C10 9.5 12 9 12 9s2 .5 3.5.5M8 12.5c2 0 4-.5 4-.5s2 .5 4 .5M8.5 15.5c1.5 0 3.5-.5 3.5-.5s2 .5 3.5.5',
  baby: 'M19 13a7 7 0 1 1-14 0 7 7 0 0 1 14 0zM12 6c0-1.5 1.2-2.3 2.5-1.8M9.5 12h.01M14.5 12h.01M10 15.5a2.5 2.5 0 0 0 4 0',
  stethoscope:
    'M5 4v4.5a5 5 0 0 0 10 0V4M4 4h2m8 0h2M10 13.5v1a4.5 4.5 0 0 0 9 0V13M21 11a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  tooth:
    'M8 3C5 3 4 5.5 4 8c0 3 1.5 4 2 7s1 6 2.5 6S10 17 12 17s2 4 3.5 4 2-3 2.5-6 2-4 2-7c0-2.5-1-5-4-5-1.5 0-2.5 1-4 1S9.5 3 8 3z',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  ear: 'M7 9a5 5 0 0 1 10 0c0 3-2.5 4-3.5 5.5S13 18 11 19.5 7 19 7 17M10 9a2 2 0 0 1 4 0c0 1.5-1.5 2-2 3',
  kidney:
    'M13.5 3.5c-4 0-7.5 3.8-7.5 8.5s3.5 8.5 7.5 8.5c2.5 0 4-1.7 4-3.7 0-2.3-2.5-3-2.5-4.8s2.5-2.5 2.5-4.8c0-2-1.5-3.7-4-3.7zM15 12h2.5c1 0 1.5.8 1.5 2v6',
  stomach:
    'M8 3v3a3 3 0 0 0 3 3c0-2.5 2-4.5 4.5-4.5S20 6.5 20 10c0 6-4.5 10-10 10a6 6 0 0 1-4-1.5M6 18.5 3.5 21M11 9c0 3.5-1.5 6-5 6',
  skin: 'M3 9c3-2 6 2 9 0s6 2 9 0M3 14h18M3 19h18M9 9V4M15 9V5',
  lungs:
    'M12 3v8m0 0-2.5 2.5M12 11l2.5 2.5M9.5 7.5C7 7 4 11 4 16.5 4 19 5.5 20 7 20c1.5 0 2.5-1 2.5-3zM14.5 7.5C17 7 20 11 20 16.5c0 2.5-1.5 3.5-3 3.5s-2.5-1-2.5-3z',
  scalpel: 'M3.5 20.5 10 14m0 0 2 2m-2-2 9-9a1.4 1.4 0 0 1 2 2l-6.5 9.5H12',
  flask: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3M7.5 15h9',
  ambulance:
    'M3 17V8a1 1 0 0 1 1-1h10v10M14 10h4l3 4v3h-1.5M3 17h1.5m4.5 0h6.5M8.5 9.5v4m-2-2h4M9 17.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM19 17.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  bed: 'M3 5v14M3 15h18v4M11 15v-5h7a3 3 0 0 1 3 3v2M9 11a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  pill: 'M10.5 20.5l10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7zM8.5 8.5l7 7',
} as const;

export type IconName = keyof typeof ICONS;

/**
 * Which words of a name pick which icon, first match wins: specialities before the general words
 * they come with ("Neurosurgery" is the brain, "Cardiac Cath Lab" the heart, "Neonatal ICU" the
 * baby), so surgery, laboratory and ward come late. Words are matched from their start.
 */
const RULES: readonly (readonly [IconName, RegExp])[] = [
  [
    'baby',
    /\b(paed|pediat|child|neonat|nicu|obstet|gyn|matern|labou?r\b|nurser|baby|infant|antenatal)/,
  ],
  ['heart', /\b(cardi|heart|coronary|ccu\b|angio|ecg\b|cath\b)/],
  ['brain', /\b(neuro|brain|psych|stroke|epilep|mental|eeg\b)/],
  ['tooth', /\b(dent|tooth|teeth|oral|maxillo|orthodont)/],
  ['bone', /\b(ortho|bone|fractur|spine|joint|physio|rheumat)/],
  ['eye', /\b(eyes?\b|ophthalm|optom|retina|cataract|vision)/],
  ['ear', /\b(ent\b|ears?\b|otolaryn|otolog|audio|hearing|nose|throat)/],
  ['kidney', /\b(nephr|kidney|renal|dialys|uro|lithotr)/],
  ['stomach', /\b(gastr|stomach|hepat|liver|endoscop|colonoscop|digest|bowel)/],
  ['lungs', /\b(pulmo|lung|chest|respir|thorac|asthma|bronch)/],
  ['skin', /\b(derma|skin|cosmet|laser|hair|acne)/],
  ['scan', /\b(radiol|imaging|x-?ray|scan|mri\b|ct\b|ultraso|mammo|doppler)/],
  ['ambulance', /\b(emergenc|ambulance|trauma|casualty|triage)/],
  ['pill', /\b(pharma|dispens|drug|pill|medication)/],
  ['flask', /\b(lab\b|laborator|patholog|haemat|hemat|blood|microbio|chemistry)/],
  ['bed', /\b(icu\b|hdu\b|intensive|critical|ward|beds?\b|inpatient)/],
  ['scalpel', /\b(surg|operat|theat|ot\b|ana?esthe|laparo)/],
];

/** The icon for a department or service of this name; the stethoscope when no word says more. */
export function iconFor(name: string): IconName {
  const words = name.toLowerCase();
  return RULES.find(([, pattern]) => pattern.test(words))?.[0] ?? 'stethoscope';
}

/** The icon for a department or service, beside or instead of words that name it (so hidden). */
export function DepartmentIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className ? `art-icon ${className}` : 'art-icon'}
    >
      <path d={ICONS[iconFor(name)]} />
    </svg>
  );
}
