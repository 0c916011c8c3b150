/**
 * A WhatsApp chat with a branch, its first message written for the patient (issue 20): the
 * number in international digits, the message in the address, as wa.me takes them.
 */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
