/** The medicines whose trade or generic name holds the text, ignoring case (spec 001 §2). */
export function searchMedicines<T extends { tradeName: string; genericName: string | null }>(
  medicines: readonly T[],
  text: string,
): T[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...medicines];
  return medicines.filter((medicine) =>
    [medicine.tradeName, medicine.genericName].some((name) => name?.toLowerCase().includes(wanted)),
  );
}
