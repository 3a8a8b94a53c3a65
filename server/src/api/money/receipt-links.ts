/** TEMPORARY stand-in until the lead's receipt-links.ts lands on main (same name and signature). */
export function receiptLink(number: number): string {
  return `/receipts/${number}.pdf`;
}
