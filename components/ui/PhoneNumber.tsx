/**
 * A phone number as it is dialled, digits in their order: isolated left to right, so an Urdu
 * (right-to-left) line around it does not turn "(042) 111 223 377" into "377 223 111 (042)".
 */
export function PhoneNumber({ number }: { number: string }) {
  return <bdi dir="ltr">{number}</bdi>;
}
