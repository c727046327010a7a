// Amounts in the page's language: a whole amount shows no cents, one with cents keeps them, whatever came first.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice } from './money';

describe('money', () => {
  it('formats whole and fractional amounts of one currency each as they are', () => {
    expect(formatAmount(6500, 'EUR')).toBe('€6,500');
    expect(formatAmount(12.5, 'EUR')).toBe('€12.50');
    expect(formatAmount(4000, 'EUR')).toBe('€4,000');
  });

  it("writes the ticket's price as the spec does", () => {
    expect(formatPrice(299.99, 'USD')).toBe('299.99 USD');
  });
});
