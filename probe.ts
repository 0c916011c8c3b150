import { consultants as records } from './sandbox/data/consultants';
import { reshapeConsultants } from './adapters/consultants';
import { searchConsultants } from './domain/consultantSearch';
import { readSearchText } from './domain/searchText';
const all = reshapeConsultants(records, 'http://x');
for (const query of process.argv.slice(2)) {
  const r = searchConsultants(all, { text: readSearchText(''), department: readSearchText(''), query: readSearchText(query), sitsToday: false });
  console.log(JSON.stringify(query), r.found.length, r.reading?.leads.map((l) => l.departments.join('/')).join(' | '), 'rest', r.reading?.rest, r.reading?.emergency ? 'EMERGENCY' : '');
  for (const f of r.found.slice(0, 3)) console.log('   ', f.consultant.name, '|', f.consultant.department, '|', f.consultant.branch, '|', f.match?.kind);
}
