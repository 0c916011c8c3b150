/**
 * SAMPLE: the board of directors (spec 000 §2: four profiles), fictional until the hospital
 * supplies its own. Each member's photo is here; their name, designation and biography are the
 * catalogue's (`copy.board.<id>`, messages/<locale>.json).
 */
export const BOARD = [
  { id: 'chairman', photo: '/images/board/chairman.svg' },
  { id: 'chiefExecutive', photo: '/images/board/chief-executive.svg' },
  { id: 'medicalDirector', photo: '/images/board/medical-director.svg' },
  { id: 'financeDirector', photo: '/images/board/finance-director.svg' },
] as const;
