const PREFIXES = ['/Ur', '/UR', '/uR', '/En', '/EN', '/en'];
const PAGES = ['/dhabranch', '/OurDoctors', '/AboutUs', '/Departments', '/consultant/321'];
/** The addresses each round makes, one of each kind below. */
const KINDS = 7;

/**
 * How many make every kind with every prefix on every page once (6 and 5 share no factor, so 30
 * rounds): past that, the addresses differ in their numbers alone.
 */
export const EVERY_KIND_ONCE = PREFIXES.length * PAGES.length * KINDS;

/**
 * `count` (1,000 unless told) addresses no page has, of every kind an outside test tried (issue
 * 39): every case of both language prefixes, list pages past their last, made-up ids, made-up parameters on a real page,
 * searches of the longest text, made-up pages. None may leave a kept copy in any cache.
 */
export function madeUpAddresses(count = 1000): string[] {
  const addresses: string[] = [];
  for (let n = 0; addresses.length < count; n += 1) {
    const prefix = PREFIXES[n % PREFIXES.length]!;
    const page = PAGES[n % PAGES.length]!;
    addresses.push(
      `${prefix}${page}/anything${n}`,
      `/OurDoctors?page=${100 + n}`,
      `/ur/dhaconsultant?page=${200 + (n % 700)}&department=Cardiology&today=1`,
      `/consultant/${900_000 + n}`,
      `/AboutUs?utm_source=${n}&x=${n}`,
      `/OurDoctors?name=${'a'.repeat(99)}%20${n}`,
      `/made-up-${n}`,
    );
  }
  return addresses.slice(0, count);
}
