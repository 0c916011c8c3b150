/** The consultant lists show no footer (spec 000 §2). */
export default function ListingLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <main id="main">{children}</main>;
}
