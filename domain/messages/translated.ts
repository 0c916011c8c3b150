/**
 * The shape a translation of `T` has: the same keys and array lengths, any text where `T` has a
 * text, a function of the same arguments where `T` has one. A catalogue or a content module in
 * another language is typed with it, so the type checker refuses a missing or extra key.
 */
export type Translated<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => string
      ? (...args: A) => string
      : { readonly [K in keyof T]: Translated<T[K]> };
