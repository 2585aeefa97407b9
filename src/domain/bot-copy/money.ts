/** '$1,500' without cents from $1,000 up; '$45' or '$45.50' below. */
export function money(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const whole = amount >= 1000 || Number.isInteger(amount);
  return `$${amount.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
}
