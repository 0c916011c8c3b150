/**
 * SAMPLE: the corporate panel. The specification gives a table of twelve insurers and companies
 * but not their names; these fictional names stand in until the hospital supplies its list.
 */

export type PanelKind = 'Insurer' | 'Company';

export interface PanelMember {
  name: string;
  kind: PanelKind;
}

export const CORPORATE_PANEL: readonly PanelMember[] = [
  { name: 'Crescent Health Assurance', kind: 'Insurer' },
  { name: 'Ravi Takaful', kind: 'Insurer' },
  { name: 'Margalla General Insurance', kind: 'Insurer' },
  { name: 'Indus Life & Health', kind: 'Insurer' },
  { name: 'Shalimar Mutual Insurance', kind: 'Insurer' },
  { name: 'Pak Green Health Cover', kind: 'Insurer' },
  { name: 'Lahore Textile Mills', kind: 'Company' },
  { name: 'Punjab Cement Works', kind: 'Company' },
  { name: 'Capital Telecom Services', kind: 'Company' },
  { name: 'Northern Power Distribution', kind: 'Company' },
  { name: 'Kashmir Foods', kind: 'Company' },
  { name: 'Sutlej Engineering', kind: 'Company' },
];
