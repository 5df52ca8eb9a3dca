import { describe, expect, test } from 'vitest'
import { educationLoan, monthlyInstalment, simpleInterest } from './loan'

describe('monthlyInstalment (EMI = P × i × (1 + i)^n / ((1 + i)^n − 1))', () => {
	test('₹10,00,000 at 12 % for 120 months is ₹14,347.09 a month', () => {
		// i = 12 / 1200 = 0.01; (1.01)^120 = 3.300387; EMI = 10,00,000 × 0.01 × 3.300387 / 2.300387 = 14,347.09
		expect(monthlyInstalment(1_000_000, 12, 120)).toBeCloseTo(14_347.09, 2)
	})

	test('₹10,00,000 at 10 % for 84 months is ₹16,601.18 a month', () => {
		// i = 10 / 1200 = 0.0083333; (1.0083333)^84 = 2.007920; EMI = 10,00,000 × 0.0083333 × 2.007920 / 1.007920 = 16,601.18
		expect(monthlyInstalment(1_000_000, 10, 84)).toBeCloseTo(16_601.18, 2)
	})

	test('without interest the amount is split evenly: ₹6,00,000 over 60 months is ₹10,000', () => {
		expect(monthlyInstalment(600_000, 0, 60)).toBe(10_000)
	})
})

describe('simpleInterest during the moratorium (P × rate × months / 1200)', () => {
	test('₹10,00,000 at 10 % for 30 months accrues ₹2,50,000', () => {
		// 10,00,000 × 10 × 30 / 1200 = 2,50,000
		expect(simpleInterest(1_000_000, 10, 30)).toBe(250_000)
	})
})

describe('educationLoan', () => {
	test('a two-year course and six months of grace: the moratorium interest is added to the principal before the EMI', () => {
		const outcome = educationLoan({ amount: 1_000_000, annualRatePercent: 10, moratoriumMonths: 30, tenureMonths: 84 })
		// Moratorium: 10,00,000 × 10 × 30 / 1200 = 2,50,000; owed at repayment 12,50,000.
		expect(outcome.moratoriumInterest).toBe(250_000)
		expect(outcome.principalAtRepayment).toBe(1_250_000)
		// EMI on 12,50,000 at 10 % for 84 months = 1.25 × 16,601.18 = 20,751.48
		expect(outcome.monthlyInstalment).toBeCloseTo(20_751.48, 2)
		// Total paid = 20,751.48 × 84 = 17,43,124.32; interest = 17,43,124.32 − 10,00,000 = 7,43,124.32
		expect(outcome.totalPaid).toBeCloseTo(1_743_124.32, 1)
		expect(outcome.totalInterest).toBeCloseTo(743_124.32, 1)
	})

	test('no moratorium: the EMI is the plain reducing-balance one', () => {
		const outcome = educationLoan({ amount: 1_000_000, annualRatePercent: 12, moratoriumMonths: 0, tenureMonths: 120 })
		expect(outcome.moratoriumInterest).toBe(0)
		expect(outcome.monthlyInstalment).toBeCloseTo(14_347.09, 2)
		// 14,347.09 × 120 = 17,21,651.38
		expect(outcome.totalPaid).toBeCloseTo(1_721_651.38, 1)
	})
})
