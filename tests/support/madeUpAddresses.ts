/**
 * `count` (1,000 unless told) addresses no page has, of every kind an outside test tried (issue 39): every case of both
 * language prefixes, list pages past their last, made-up ids, made-up parameters on a real page,
 * searches of the longest text, made-up pages. None may leave a kept copy in any cache.
 */
export function madeUpAddresses(count = 1000): string[] {
  const prefixes = ['/Ur', '/UR', '/uR', '/En', '/EN', '/en'];
  const pages = ['/dhabranch', '/OurDoctors', '/AboutUs', '/Departments', '/consultant/321'];
  const addresses: string[] = [];
  for (let n = 0; addresses.length < count; n += 1) {
    const prefix = prefixes[n % prefixes.length]!;
    const page = pages[n % pages.length]!;
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
